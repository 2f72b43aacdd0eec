import { Migration } from '@mikro-orm/migrations';

/** Both monthly tables from one daily row's change: `sign` is 1 for the new row, -1 for the old one. */
function applyRow(row: 'new' | 'old', sign: '' | '-'): string {
  const month = `${row}.day - (extract(day from ${row}.day)::int - 1)`;
  const figures = `${sign}${row}.searches, ${sign}${row}.waitlist_joins, ${sign}${row}.people`;
  const add = `set searches = m.searches + excluded.searches, waitlist_joins = m.waitlist_joins + excluded.waitlist_joins,
          people = m.people + excluded.people`;
  return `
    insert into demand_district_monthly as m (district, month, area, searches, waitlist_joins, people)
    values (${row}.district, ${month}, ${row}.area, ${figures})
    on conflict ("month", "district") do update ${add};
    insert into demand_district_condition_monthly as m (district, condition, month, area, searches, waitlist_joins, people)
    values (${row}.district, ${row}.condition, ${month}, ${row}.area, ${figures})
    on conflict ("month", "district", "condition") do update ${add};`;
}

/**
 * The demand report split or filtered by condition reads whole months from monthly totals by district and condition,
 * as the report by district already does from demand_district_monthly: a year by condition was every daily row of the
 * year (about 450,000 in the benchmark, 1.9 s at p95), and is now its months (about 210,000) and the days at its edges.
 * The same trigger function keeps both tables in step with demand_daily.
 */
export class Migration20261202100000_demand_condition_monthly extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "demand_district_condition_monthly" (
      "month" date not null, "district" text not null, "condition" text not null, "area" text not null,
      "searches" integer not null default 0, "waitlist_joins" integer not null default 0,
      "people" integer not null default 0,
      constraint "demand_district_condition_monthly_pkey" primary key ("month", "district", "condition"));`);
    this.addSql(`create or replace function demand_district_monthly_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    -- DELETE, not TRUNCATE: a TRUNCATE naming these tables (test resets) would refuse a nested one.
    delete from demand_district_monthly;
    delete from demand_district_condition_monthly;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then${applyRow('old', '-')}
  end if;
  if tg_op in ('INSERT', 'UPDATE') then${applyRow('new', '')}
  end if;
  return null;
end $$;`);
    this
      .addSql(`insert into demand_district_condition_monthly (district, condition, month, area, searches, waitlist_joins, people)
      select district, condition, day - (extract(day from day)::int - 1), min(area), sum(searches), sum(waitlist_joins),
             sum(people)
      from demand_daily group by 1, 2, 3;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function demand_district_monthly_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
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
    this.addSql(`drop table if exists "demand_district_condition_monthly";`);
  }
}
