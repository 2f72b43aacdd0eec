import type { OpsAuditEntry } from '@physio/api-contract';

export interface AuditRow {
  id: string;
  at: Date;
  account_id: number | null;
  username: string | null;
  action: string;
  resource: string | null;
  record_id: string | null;
  details: Record<string, unknown> | null;
}

/** The columns the dashboard sees (the hashed client stays in the table, for investigations). */
export const AUDIT_COLUMNS = 'id, at, account_id, username, action, resource, record_id, details';

export function auditEntryView(row: AuditRow, recordLabel: string | null = null): OpsAuditEntry {
  return { ...row, id: Number(row.id), at: new Date(row.at).toISOString(), record_label: recordLabel };
}
