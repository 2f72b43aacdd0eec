import { DataTable, FilterButton, List, SelectArrayInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { ENQUIRY_STATUS_LABELS, type OpsEnquiryRow } from '@physio/api-contract';
import { ENQUIRY_STATUS_CHOICES, SUBJECT_CHOICES, subjectLabel, YES_NO_CHOICES } from '../common/choices';
import { ListPagination } from '../common/ListPagination';
import { SearchBox } from '../common/SearchBox';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';
import { KeyboardOpenRows } from '../common/KeyboardOpenRows';

const filters = [
  <SearchBox key="q" placeholder="Name, email, phone or reference" alwaysOn />,
  <SelectArrayInput key="status" source="status" label="Status" choices={ENQUIRY_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="subject" source="subject" label="Subject" choices={SUBJECT_CHOICES} />,
  <SelectInput
    key="is_consultation"
    source="is_consultation"
    label="Consultation request"
    choices={YES_NO_CHOICES}
    emptyText="Any"
  />,
];

const Col = DataTable.Col<OpsEnquiryRow>;
const handled = (r: OpsEnquiryRow) =>
  r.handled_by ? `${r.handled_by}${r.handled_at ? `, ${formatDateTime(r.handled_at)}` : ''}` : '—';

/** Contact-form messages and consultation requests, newest first. */
export default function EnquiryList() {
  const isSmall = useIsSmall();
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      exporter={false}
      perPage={25}
      pagination={<ListPagination />}
    >
      {isSmall ? (
        <SimpleList<OpsEnquiryRow>
          primaryText={(r) => `${r.name}: ${subjectLabel(r.subject)}`}
          secondaryText={(r) => ENQUIRY_STATUS_LABELS[r.status]}
          tertiaryText={(r) => formatDateTime(r.created_at)}
          linkType="show"
        />
      ) : (
        <KeyboardOpenRows>
          <DataTable<OpsEnquiryRow> rowClick="show" bulkActionButtons={false}>
            <Col source="created_at" label="Received" render={(r) => formatDateTime(r.created_at)} />
            <Col source="name" label="From" disableSort />
            <Col source="subject" label="Subject" render={(r) => subjectLabel(r.subject)} />
            <Col source="status" label="Status" render={(r) => ENQUIRY_STATUS_LABELS[r.status]} />
            <Col label="Handled by" disableSort render={handled} />
          </DataTable>
        </KeyboardOpenRows>
      )}
    </List>
  );
}
