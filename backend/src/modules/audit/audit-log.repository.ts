import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The statements that write `audit_log`: an insert, and the retention purge. The table is append-only (a trigger
 * refuses UPDATE and DELETE, and the runtime role may only insert and read); rows past AUDIT_RETENTION_DAYS go
 * through `audit_log_purge` only (migration 20261129090000, database-roles.ts).
 */

export interface AuditRow {
  accountId: number | null;
  username: string | null;
  action: string;
  resource: string | null;
  recordId: string | null;
  /** JSON text, or null. */
  details: string | null;
  client: string | null;
}

const INSERT_ENTRY = `insert into audit_log (account_id, username, action, resource, record_id, details, client)
values (?, ?, ?, ?, ?, ?::jsonb, ?)`;

export async function insertAuditEntry(em: EntityManager, row: AuditRow): Promise<void> {
  await em.execute(INSERT_ENTRY, [
    row.accountId,
    row.username,
    row.action,
    row.resource,
    row.recordId,
    row.details,
    row.client,
  ]);
}

/**
 * The purge function with the retention period written in (migration 20261129090000 made it with the default): run
 * by prepare-database as the owner, so the period is the deployment's and the application cannot change it.
 * `days` is a validated whole number (DDL takes no bound parameters).
 */
export function auditPurgeFunctionSql(days: number): string {
  if (!Number.isInteger(days) || days < 365) throw new Error('The audit retention period must be at least 365 days');
  return `create or replace function audit_log_purge(max_rows integer) returns integer
  language plpgsql security definer set search_path = pg_catalog, public as $$
declare
  purged integer;
begin
  perform set_config('physio.audit_purge', 'on', true);
  delete from public.audit_log where id in (
    select id from public.audit_log where at < now() - interval '${days} days' order by id limit greatest(max_rows, 0));
  get diagnostics purged = row_count;
  perform set_config('physio.audit_purge', 'off', true);
  return purged;
end;
$$`;
}

/** Deletes up to `limit` audit rows older than the period written into the purge function; answers how many went. */
export async function purgeExpiredAuditEntries(em: EntityManager, limit: number): Promise<number> {
  const [row] = await em.execute<{ purged: number }[]>('select audit_log_purge(?::int) as purged', [limit]);
  return row.purged;
}
