import { Link as MuiLink } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import {
  ENQUIRY_STATUS_LABELS,
  PREFERRED_TIME_LABELS,
  shortReference,
  type OpsEnquiryDetail,
} from '@physio/api-contract';
import { subjectLabel } from '../common/choices';
import { Facts } from '../common/Facts';
import { Section } from '../common/Section';
import { formatDateTime } from '../format';

const preferredTime = (value: string) => (PREFERRED_TIME_LABELS as Record<string, string>)[value] ?? value;

/** What the person sent; consultation requests also show when they would like a call and the number to ring. */
export function EnquiryMessage() {
  const record = useRecordContext<OpsEnquiryDetail>();
  if (!record) return null;
  return (
    <Section title="Message">
      <Facts
        items={[
          ['From', record.name],
          [
            'Email',
            <MuiLink key="email" href={`mailto:${record.email}`}>
              {record.email}
            </MuiLink>,
          ],
          ['Phone', record.phone && <MuiLink href={`tel:${record.phone.replace(/\s+/g, '')}`}>{record.phone}</MuiLink>],
          ['Subject', subjectLabel(record.subject)],
          record.is_consultation && [
            'Preferred time',
            record.preferred_time ? preferredTime(record.preferred_time) : null,
          ],
          ['Received', formatDateTime(record.created_at)],
          record.finder_request_id !== null && [
            'About request',
            <Link key="request" to={`/finder-requests/${record.finder_request_id}/show`}>
              {shortReference(record.finder_request_id) ?? record.finder_request_id}
            </Link>,
          ],
          ['Message', record.message],
        ]}
      />
    </Section>
  );
}

export function EnquiryHandling() {
  const record = useRecordContext<OpsEnquiryDetail>();
  if (!record) return null;
  return (
    <Section title="Handling">
      <Facts
        items={[
          ['Status', ENQUIRY_STATUS_LABELS[record.status]],
          ['Handled by', record.handled_by],
          ['Handled on', formatDateTime(record.handled_at)],
        ]}
      />
    </Section>
  );
}
