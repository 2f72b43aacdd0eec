import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SimpleList,
  TextInput,
  useCreatePath,
} from 'react-admin';
import type { OpsAuditEntry } from '@physio/api-contract';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';
import { ListPagination } from '../common/ListPagination';

const filters = [
  <TextInput
    key="record"
    source="record"
    label="Record"
    placeholder="Reference, e.g. K7QM-4XRT, or id"
    helperText={false}
    resettable
    slotProps={{ inputLabel: { shrink: true } }}
    alwaysOn
  />,
  <ReferenceInput
    key="account_id"
    source="account_id"
    reference="accounts"
    sort={{ field: 'username', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput
      label="Account"
      optionText={(a: { display_name: string; username: string }) => `${a.display_name} (${a.username})`}
      helperText={false}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>,
  <TextInput key="action" source="action" label="Action (e.g. sign-in, update)" />,
  <TextInput key="resource" source="resource" label="Resource" />,
  <TextInput key="username" source="username" label="Username as typed (failed sign-ins)" />,
  <DateInput key="at_gte" source="at_gte" label="From (date)" />,
  <DateInput key="at_lte" source="at_lte" label="Until (date)" />,
];

/** What changed, by field name (the API never logs the personal values themselves). */
export function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${key}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
}

const Col = DataTable.Col<OpsAuditEntry>;
const who = (r: OpsAuditEntry) => r.username ?? 'system';

/** The dashboard's words for each resource, and whether a record of it has a page to open. */
const RESOURCES: Record<string, { noun: string; page?: 'show' | 'edit'; pageOf?: string }> = {
  'finder-requests': { noun: 'Request', page: 'show' },
  'referral-offers': { noun: 'Offers of request', page: 'show', pageOf: 'finder-requests' },
  physiotherapists: { noun: 'Physiotherapist', page: 'show' },
  enquiries: { noun: 'Enquiry', page: 'show' },
  waitlist: { noun: 'Waitlist entry', page: 'show' },
  accounts: { noun: 'Account', page: 'edit' },
};

/**
 * The record a row is about, as people name it: the API resolves a request's short reference and a
 * physiotherapist's name when the log is read (never stored); others show the start of their id.
 */
export function recordText(r: OpsAuditEntry): string {
  if (!r.resource) return '';
  const noun = RESOURCES[r.resource]?.noun ?? r.resource;
  if (r.record_id === null) return noun;
  const id = r.record_id.length > 12 ? `${r.record_id.slice(0, 8)}…` : r.record_id;
  return `${noun} ${r.record_label ?? id}`;
}

function RecordLink({ record }: { record: OpsAuditEntry }) {
  const createPath = useCreatePath();
  const known = record.resource ? RESOURCES[record.resource] : undefined;
  const page = known?.page;
  const text = recordText(record);
  if (!page || record.record_id === null) return <>{text}</>;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: known.pageOf ?? record.resource!, id: record.record_id, type: page })}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      {text}
    </Link>
  );
}

/** Read-only: who did what, when. Newest first. */
export default function AuditLogList() {
  const isSmall = useIsSmall();
  return (
    <List
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      exporter={false}
      perPage={50}
      pagination={<ListPagination />}
    >
      {isSmall ? (
        <SimpleList<OpsAuditEntry>
          primaryText={(r) => `${who(r)}: ${r.action}`}
          secondaryText={(r) => <RecordLink record={r} />}
          tertiaryText={(r) => formatDateTime(r.at)}
          linkType={false}
        />
      ) : (
        <DataTable<OpsAuditEntry> rowClick={false} bulkActionButtons={false}>
          <Col source="at" label="When" render={(r) => formatDateTime(r.at)} />
          <Col source="username" label="Who" disableSort render={who} />
          <Col source="action" label="Action" disableSort />
          <Col source="resource" label="Record" disableSort render={(r) => <RecordLink record={r} />} />
          <Col label="Details" disableSort render={(r) => detailsText(r.details)} />
        </DataTable>
      )}
    </List>
  );
}
