import { DataTable, DateInput, List, SimpleList, TextInput } from 'react-admin';
import type { OpsAuditEntry } from '@physio/api-contract';
import { useIsSmall } from '../common/useIsSmall';
import { formatDateTime } from '../format';

const filters = [
  <TextInput key="action" source="action" label="Action (e.g. sign-in, update)" alwaysOn />,
  <TextInput key="resource" source="resource" label="Resource" />,
  <TextInput key="username" source="username" label="Username" alwaysOn />,
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
const what = (r: OpsAuditEntry) => [r.resource, r.record_id].filter(Boolean).join(' ');

/** Read-only: who did what, when. Newest first. */
export default function AuditLogList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} exporter={false} perPage={50}>
      {isSmall ? (
        <SimpleList<OpsAuditEntry>
          primaryText={(r) => `${who(r)}: ${r.action}`}
          secondaryText={(r) => what(r)}
          tertiaryText={(r) => formatDateTime(r.at)}
          linkType={false}
        />
      ) : (
        <DataTable<OpsAuditEntry> rowClick={false} bulkActionButtons={false}>
          <Col source="at" label="When" render={(r) => formatDateTime(r.at)} />
          <Col source="username" label="Who" disableSort render={who} />
          <Col source="action" label="Action" disableSort />
          <Col source="resource" label="Record" disableSort render={what} />
          <Col label="Details" disableSort render={(r) => detailsText(r.details)} />
        </DataTable>
      )}
    </List>
  );
}
