import { Migration } from '@mikro-orm/migrations';

/**
 * The demand report reads a year by district from monthly totals instead of every daily row (a year of a busy
 * service is hundreds of thousands of daily rows; its months by district are a few tens of thousands).
 * demand_district_monthly is kept by triggers on demand_daily, so every writer (the worker's roll-up, fixtures,
 * repairs) keeps it right, and a TRUNCATE of demand_daily empties it too. Also: the people waiting in each
 * district and condition, and the days at a period's edges, are read from indexes alone.
 */
export class Migration20261125090000_demand_report extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "demand_district_monthly" (
      "district" text not null, "month" date not null, "area" text not null,
      "searches" integer not null default 0, "waitlist_joins" integer not null default 0,
      "people" integer not null default 0,
      constraint "demand_district_monthly_pkey" primary key ("month", "district"));`);
    this.addSql(`create function demand_district_monthly_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    -- DELETE, not TRUNCATE: a TRUNCATE naming both tables (test resets) would refuse a nested one.
    delete from demand_district_monthly;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into demand_district_monthly as m (district, month, area, searches, waitlist_joins, people)
    values (old.district, old.day - (extract(day from old.day)::int - 1), old.area,
            -old.searches, -old.waitlist_joins, -old.people)
    on conflict ("month", "district") do update
      set searches = m.searches + excluded.searches, waitlist_joins = m.waitlist_joins + excluded.waitlist_joins,
          people = m.people + excluded.people;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into demand_district_monthly as m (district, month, area, searches, waitlist_joins, people)
    values (new.district, new.day - (extract(day from new.day)::int - 1), new.area,
            new.searches, new.waitlist_joins, new.people)
    on conflict ("month", "district") do update
      set searches = m.searches + excluded.searches, waitlist_joins = m.waitlist_joins + excluded.waitlist_joins,
          people = m.people + excluded.people;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "demand_daily_monthly_rows" after insert or update or delete on "demand_daily"
      for each row execute function demand_district_monthly_apply();`);
    this.addSql(`create trigger "demand_daily_monthly_truncate" after truncate on "demand_daily"
      for each statement execute function demand_district_monthly_apply();`);
    this.addSql(`insert into demand_district_monthly (district, month, area, searches, waitlist_joins, people)
      select district, day - (extract(day from day)::int - 1), min(area), sum(searches), sum(waitlist_joins), sum(people)
      from demand_daily group by 1, 2;`);
    // The days at a period's edges (and every day of a report by condition) from the index alone.
    this.addSql(
      `create index "demand_daily_day_figures_index" on "demand_daily" ("day") include ("district", "condition", "searches", "waitlist_joins", "people");`,
    );
    this.addSql(
      `create index "waitlist_entry_waiting_index" on "waitlist_entry" ("district", "condition") where not "notified";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "waitlist_entry_waiting_index";`);
    this.addSql(`drop index if exists "demand_daily_day_figures_index";`);
    this.addSql(`drop trigger if exists "demand_daily_monthly_truncate" on "demand_daily";`);
    this.addSql(`drop trigger if exists "demand_daily_monthly_rows" on "demand_daily";`);
    this.addSql(`drop function if exists demand_district_monthly_apply();`);
    this.addSql(`drop table if exists "demand_district_monthly";`);
  }
}
