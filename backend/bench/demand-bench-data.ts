import type pg from 'pg';

/**
 * Two years of out-of-area demand, as the roll-up would have left it after `events` events (default a million):
 * searches and waitlist joins spread over every GB district (a few districts far busier than most, as demand
 * is), the nine conditions and 730 days; demand_daily and its monthly totals from them, demand_person for
 * the 13 months it is kept, and the waitlist entries of the last 13 months still waiting. Written with
 * generate_series in a few statements instead of through the queue.
 */
export async function seedDemand(db: pg.Client, events: number): Promise<{ daily: number; waiting: number }> {
  await db.query('select setseed(0.24)');
  await db.query(
    `create temp table bench_event as
     with districts as (select array_agg(district order by md5(district)) as d, count(*)::int as n from postcode_district)
     select districts.d[1 + floor(districts.n * power(random(), 2.5))::int] as district,
            (array['stroke-recovery','falls-prevention','neurological','post-operative','respiratory',
                   'musculoskeletal','elderly-rehab','hospital-discharge','unknown'])[1 + floor(random() * 9)::int] as condition,
            current_date - floor(random() * 730)::int as day,
            floor(random() * 900)::int as person,
            case when random() < 0.15 then 'waitlist' else 'search' end as kind
     from generate_series(1, $1::int), districts`,
    [events],
  );
  // The monthly totals are filled once at the end, not row by row through the trigger.
  await db.query('alter table demand_daily disable trigger demand_daily_monthly_rows');
  await db.query(
    `insert into demand_daily (district, condition, day, area, searches, waitlist_joins, people)
     select e.district, e.condition, e.day, pd.area, count(*) filter (where kind = 'search'),
            count(*) filter (where kind = 'waitlist'), count(distinct person)
     from bench_event e join postcode_district pd using (district) group by 1, 2, 3, 4`,
  );
  await db.query('alter table demand_daily enable trigger demand_daily_monthly_rows');
  await db.query(
    `insert into demand_district_monthly (district, month, area, searches, waitlist_joins, people)
     select district, day - (extract(day from day)::int - 1), min(area), sum(searches), sum(waitlist_joins), sum(people)
     from demand_daily group by 1, 2`,
  );
  await db.query(
    `insert into demand_district_condition_monthly (district, condition, month, area, searches, waitlist_joins, people)
     select district, condition, day - (extract(day from day)::int - 1), min(area), sum(searches), sum(waitlist_joins),
            sum(people)
     from demand_daily group by 1, 2, 3`,
  );
  await db.query(
    `insert into demand_person (district, condition, day, person_key)
     select distinct district, condition, day, substr(md5(day::text || ':' || person), 1, 22)
     from bench_event where day > current_date - 396`,
  );
  await db.query(
    `insert into waitlist_entry (id, name, email, email_normalised, postcode, district, area, condition, created_at)
     select gen_random_uuid(), 'Bench Person', 'bench.waiting' || e.i || '@example.com', 'bench.waiting' || e.i || '@example.com',
            e.district || ' 1AA', e.district, pd.area, nullif(e.condition, 'unknown'), e.day
     from (select row_number() over () as i, * from bench_event where kind = 'waitlist' and day > current_date - 396) e
     join postcode_district pd using (district)`,
  );
  await db.query('drop table bench_event');
  await db.query(
    'vacuum analyze demand_daily, demand_district_monthly, demand_district_condition_monthly, demand_person, waitlist_entry',
  );
  const [{ rows: daily }, { rows: waiting }] = await Promise.all([
    db.query<{ n: number }>('select count(*)::int as n from demand_daily'),
    db.query<{ n: number }>('select count(*)::int as n from waitlist_entry where not notified'),
  ]);
  return { daily: daily[0].n, waiting: waiting[0].n };
}
