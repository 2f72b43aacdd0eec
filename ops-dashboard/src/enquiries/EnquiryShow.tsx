import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { OpsEnquiryDetail } from '@physio/api-contract';
import { subjectLabel } from '../common/choices';
import { RecordLayout } from '../common/RecordLayout';
import { EnquiryHandling, EnquiryMessage } from './EnquiryDetails';
import { EnquiryHistory } from './EnquiryHistory';

export function EnquiryTitle() {
  const record = useRecordContext<OpsEnquiryDetail>();
  return <span>{record ? `${subjectLabel(record.subject)} from ${record.name}` : 'Enquiry'}</span>;
}

export default function EnquiryShow() {
  return (
    <Show
      title={<EnquiryTitle />}
      actions={
        <TopToolbar>
          <EditButton label="Update status" />
        </TopToolbar>
      }
    >
      <RecordLayout isDetail={(record) => typeof record.message === 'string'}>
        <EnquiryMessage />
        <EnquiryHandling />
        <EnquiryHistory />
      </RecordLayout>
    </Show>
  );
}
