import { Migration } from '@mikro-orm/migrations';

/**
 * Audit rows are kept for a period (AUDIT_RETENTION_DAYS) and then purged by the retention job, through one narrow
 * path: `audit_log_purge`, a SECURITY DEFINER function of the owner role. It deletes only rows older than the period
 * written into the function itself (by prepare-database, as the owner), so a caller can neither choose what goes nor
 * make the period shorter. The append-only trigger lets a DELETE through only while that function runs (the flag it
 * sets) and never for a row younger than a year; every other UPDATE or DELETE is still refused. The runtime role has no DELETE on audit_log
 * at all (database-roles.ts): EXECUTE on this function is its only way.
 */
export class Migration20261129090000_audit_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "audit_log_refuse_change"() returns trigger language plpgsql as $$
begin
  -- Only audit_log_purge sets the flag, and no row younger than a year goes whatever else is wrong.
  if tg_op = 'DELETE' and current_setting('physio.audit_purge', true) = 'on' and old.at < now() - interval '365 days' then
    return old;
  end if;
  raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
end;
$$;`);
    // The period (AUDIT_RETENTION_DAYS) is written into the function by prepare-database, as the owner; this is the
    // default's.
    this.addSql(`create function "audit_log_purge"(max_rows integer) returns integer
  language plpgsql security definer set search_path = pg_catalog, public as $$
declare
  purged integer;
begin
  perform set_config('physio.audit_purge', 'on', true);
  delete from public.audit_log where id in (
    select id from public.audit_log where at < now() - interval '2192 days' order by id limit greatest(max_rows, 0));
  get diagnostics purged = row_count;
  perform set_config('physio.audit_purge', 'off', true);
  return purged;
end;
$$;`);
    this.addSql(`revoke all on function "audit_log_purge"(integer) from public;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "audit_log_purge"(integer);`);
    this.addSql(`create or replace function "audit_log_refuse_change"() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
end;
$$;`);
  }
}
