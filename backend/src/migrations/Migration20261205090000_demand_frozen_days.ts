import { Migration } from '@mikro-orm/migrations';

/** Deletes the kept periods holding a day of `rows` (a transition table) that may already be kept. */
function invalidateFrom(rows: 'changed_new' | 'changed_old'): string {
  return `
    if exists (select 1 from ${rows} where day < frozen_before) then
      perform pg_advisory_xact_lock(hashtext('demand_frozen_period'));
      delete from demand_frozen_period p where exists (select 1 from ${rows} c where c.day between p.from_day and p.to_day);
    end if;`;
}

/**
 * The demand report's totals for the days before today, computed once per period and kept until a row of one of
 * those days changes. A report of twelve months by district and condition summed about 190,000 monthly rows and the
 * days at the edges on every request (about 300 ms on the benchmark's data); the days before today do not change in
 * the normal course (the roll-up writes today's), so their totals per district and condition are kept and only
 * today's rows and the waiting list are read live.
 *
 * Invalidation is by trigger, so no writer can forget it: a statement that writes demand_daily rows of a day that
 * may already be frozen deletes every kept period containing that day. "May already be frozen" starts ten minutes
 * before midnight (Europe/London), so a roll-up transaction that writes a day just before it ends and commits just
 * after still invalidates. The trigger and the computation (demand.repository.ts) take the same transaction-scoped
 * advisory lock, so a computation never keeps totals read before such a write commits.
 */
const INVALIDATE = `create or replace function demand_frozen_invalidate() returns trigger language plpgsql as $$
declare
  frozen_before date := ((now() + interval '10 minutes') at time zone 'Europe/London')::date;
begin
  if tg_op = 'TRUNCATE' then
    perform pg_advisory_xact_lock(hashtext('demand_frozen_period'));
    delete from demand_frozen_period;
    return null;
  end if;
  -- Nested: a transition table a trigger does not have may not even be named.
  if tg_op in ('INSERT', 'UPDATE') then${invalidateFrom('changed_new')}
  end if;
  if tg_op in ('UPDATE', 'DELETE') then${invalidateFrom('changed_old')}
  end if;
  return null;
end $$;`;

export class Migration20261205090000_demand_frozen_days extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "demand_frozen_period" ("id" serial primary key, "from_day" date not null, "to_day" date not null, "computed_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "demand_frozen_period" add constraint "demand_frozen_period_days_unique" unique ("from_day", "to_day");`,
    );
    this.addSql(
      `create table "demand_frozen_cell" ("period_id" int not null, "district" text not null, "condition" text not null, "searches" int not null, "waitlist_joins" int not null, "people" int not null, constraint "demand_frozen_cell_pkey" primary key ("period_id", "district", "condition"));`,
    );
    this.addSql(
      `alter table "demand_frozen_cell" add constraint "demand_frozen_cell_period_fk" foreign key ("period_id") references "demand_frozen_period" ("id") on update no action on delete cascade;`,
    );
    this.addSql(INVALIDATE);
    // Transition tables need one trigger per event.
    this.addSql(`create trigger demand_daily_frozen_insert after insert on demand_daily
      referencing new table as changed_new for each statement execute function demand_frozen_invalidate();`);
    this.addSql(`create trigger demand_daily_frozen_update after update on demand_daily
      referencing old table as changed_old new table as changed_new for each statement execute function demand_frozen_invalidate();`);
    this.addSql(`create trigger demand_daily_frozen_delete after delete on demand_daily
      referencing old table as changed_old for each statement execute function demand_frozen_invalidate();`);
    this.addSql(`create trigger demand_daily_frozen_truncate after truncate on demand_daily
      for each statement execute function demand_frozen_invalidate();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists demand_daily_frozen_insert on demand_daily;');
    this.addSql('drop trigger if exists demand_daily_frozen_update on demand_daily;');
    this.addSql('drop trigger if exists demand_daily_frozen_delete on demand_daily;');
    this.addSql('drop trigger if exists demand_daily_frozen_truncate on demand_daily;');
    this.addSql('drop function if exists demand_frozen_invalidate();');
    this.addSql('drop table if exists "demand_frozen_cell";');
    this.addSql('drop table if exists "demand_frozen_period";');
  }
}
