import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CONDITION_LABELS,
  URGENCY_LABELS,
  type Condition,
  type OpsPromisesRow,
  type PromiseGroup,
  type Urgency,
} from '@physio/api-contract';

export interface PromisesScope {
  /** Europe/London days, both inclusive. */
  from: string;
  to: string;
  group: PromiseGroup;
  urgency?: Urgency;
  condition?: Condition;
}

/**
 * The figures every grouping shares, from `facts` (promise_request_fact, or promise_offer_fact by physiotherapist) with
 * a `key`: counts per group, and the six percentiles from how many facts fall on each tenth, counted per group in one
 * pass (grouping sets) and read off their running totals, instead of sorting every group's times.
 *
 * The percentile rule: percentile_cont's (the value at rank fraction × (n - 1), interpolated between the two nearest
 * ranks), over the times rounded to the nearest tenth of an hour (of a day for visits), which is how the facts store
 * them and the precision the report shows. A percentile that falls on one rank shows what percentile_cont over the
 * exact times showed; one between two ranks differs from it by less than 0.05 before rounding (at most a tenth as
 * shown, only when the exact figure lies within 0.05 of a rounding edge).
 */
function figuresSql(facts: string, offered: string): string {
  return `counted as (
  select key, count(*)::int as confirmed, count(*) filter (where ${offered})::int as offered,
         count(*) filter (where accepted)::int as accepted,
         count(*) filter (where reply_kept)::int as reply_kept,
         count(*) filter (where contact_kept)::int as contact_kept,
         count(*) filter (where urgency = 'urgent')::int as urgent,
         count(*) filter (where urgent_visit_kept)::int as urgent_visit_kept,
         sum(declined_no_capacity)::int as declined_no_capacity, sum(declined_too_far)::int as declined_too_far,
         sum(declined_not_my_specialty)::int as declined_not_my_specialty, sum(declined_other)::int as declined_other,
         sum(lapsed)::int as lapsed
  from ${facts} group by key
), tenths as (
  select key, grouping(hours_to_accept_tenths, hours_to_contact_tenths, days_to_visit_tenths) as measure,
         coalesce(hours_to_accept_tenths, hours_to_contact_tenths, days_to_visit_tenths) as tenths, count(*) as n
  from ${facts}
  group by grouping sets ((key, hours_to_accept_tenths), (key, hours_to_contact_tenths), (key, days_to_visit_tenths))
), ranked as (
  select key, measure, tenths, sum(n) over (partition by key, measure order by tenths) as at_or_below,
         sum(n) over (partition by key, measure) - 1 as last_rank
  from tenths where tenths is not null
), at_ranks as (
  select key, measure, fraction, fraction * max(last_rank) as position,
         min(tenths) filter (where at_or_below > floor(fraction * last_rank)) as below,
         min(tenths) filter (where at_or_below > ceil(fraction * last_rank)) as above
  from ranked cross join (values (0.5), (0.9)) as fractions(fraction)
  group by key, measure, fraction
), percentiles as (
  select key, ${PERCENTILES.map(([name, measure, fraction]) => `max(((below + (position - floor(position)) * (above - below)) / 10.0)::float8) filter (where measure = ${measure} and fraction = ${fraction}) as ${name}`).join(',\n         ')}
  from at_ranks group by key
)`;
}

/** Each percentile: its column, its measure (grouping()'s number for its grouping set in figuresSql) and fraction. */
const PERCENTILES: [string, number, number][] = [
  ['hours_to_accept_p50', 3, 0.5],
  ['hours_to_accept_p90', 3, 0.9],
  ['hours_to_contact_p50', 5, 0.5],
  ['hours_to_contact_p90', 5, 0.9],
  ['days_to_visit_p50', 6, 0.5],
  ['days_to_visit_p90', 6, 0.9],
];

const FIGURE_COLUMNS = `c.confirmed, c.offered, c.accepted, p.hours_to_accept_p50, p.hours_to_accept_p90,
       p.hours_to_contact_p50, p.hours_to_contact_p90, p.days_to_visit_p50, p.days_to_visit_p90, c.reply_kept,
       c.contact_kept, c.urgent, c.urgent_visit_kept, c.declined_no_capacity, c.declined_too_far,
       c.declined_not_my_specialty, c.declined_other, c.lapsed`;

/** Each grouping's key over promise_request_fact `f` (and `postcode_district` `d`, for the county), and its label. */
const KEYS: Record<Exclude<PromiseGroup, 'physiotherapist'>, { key: string; id: string }> = {
  // Grouped by the month's first day (a date hashes faster than text), named YYYY-MM afterwards.
  month: { key: `date_trunc('month', f.confirmed_on)::date`, id: `to_char(c.key, 'YYYY-MM')` },
  county: { key: `coalesce(d.county, 'Unknown')`, id: 'c.key' },
  district: { key: 'f.district', id: 'c.key' },
  urgency: { key: 'f.urgency', id: 'c.key' },
  condition: { key: 'f.condition', id: 'c.key' },
};

/**
 * The promises report, a read model over the facts that triggers keep (promise_request_fact, promise_offer_fact; see
 * their entities) with `postcode_district` and `physiotherapist`: the requests confirmed in the period (by the
 * family's confirmation, Europe/London days) grouped by month, county, district, urgency or condition, with how often
 * and how fast physiotherapists accepted, contacted and first visited. Grouped by physiotherapist, the facts are their
 * offers made in the period instead (times count from the offer).
 */
export async function promisesReport(em: EntityManager, scope: PromisesScope): Promise<OpsPromisesRow[]> {
  const params: unknown[] = [scope.from, scope.to];
  let narrow = '';
  if (scope.urgency) {
    narrow += ' and f.urgency = ?';
    params.push(scope.urgency);
  }
  if (scope.condition) {
    narrow += ' and f.condition = ?';
    params.push(scope.condition);
  }
  const sql =
    scope.group === 'physiotherapist'
      ? `with facts as (
           select f.physiotherapist_id as key, f.* from promise_offer_fact f
           where f.offered_on between ?::date and ?::date${narrow}
         ), ${figuresSql('facts', 'true')}
         select c.key::text as id, ph.name as label, ${FIGURE_COLUMNS}
         from counted c join physiotherapist ph on ph.id = c.key left join percentiles p on p.key = c.key
         order by ph.name`
      : `with facts as (
           select ${KEYS[scope.group].key} as key, f.* from promise_request_fact f
           ${scope.group === 'county' ? 'join postcode_district d on d.district = f.district' : ''}
           where f.confirmed_on between ?::date and ?::date${narrow}
         ), ${figuresSql('facts', 'offers > 0')}
         select ${KEYS[scope.group].id} as id, ${KEYS[scope.group].id} as label, ${FIGURE_COLUMNS}
         from counted c left join percentiles p on p.key = c.key
         order by c.key`;
  const rows = await em.execute<FigureRow[]>(sql, params);
  return rows.map((row) => toRow(row, scope.group));
}

interface FigureRow {
  id: string;
  label: string;
  confirmed: number;
  offered: number;
  accepted: number;
  hours_to_accept_p50: number | null;
  hours_to_accept_p90: number | null;
  hours_to_contact_p50: number | null;
  hours_to_contact_p90: number | null;
  days_to_visit_p50: number | null;
  days_to_visit_p90: number | null;
  reply_kept: number;
  contact_kept: number;
  urgent: number;
  urgent_visit_kept: number;
  declined_no_capacity: number;
  declined_too_far: number;
  declined_not_my_specialty: number;
  declined_other: number;
  lapsed: number;
}

const round = (value: number | null, digits = 1) =>
  value === null || value === undefined ? null : Number(Number(value).toFixed(digits));
const share = (part: number, whole: number) => (whole > 0 ? round(part / whole, 3) : null);

function labelOf(group: PromiseGroup, row: FigureRow): string {
  if (group === 'urgency') return URGENCY_LABELS[row.id as Urgency] ?? row.id;
  if (group === 'condition') return CONDITION_LABELS[row.id as Condition] ?? row.id;
  return row.label;
}

function toRow(row: FigureRow, group: PromiseGroup): OpsPromisesRow {
  return {
    id: row.id,
    label: labelOf(group, row),
    confirmed: row.confirmed,
    offered: row.offered,
    accepted: row.accepted,
    accepted_share: share(row.accepted, row.confirmed),
    hours_to_accept_p50: round(row.hours_to_accept_p50),
    hours_to_accept_p90: round(row.hours_to_accept_p90),
    hours_to_contact_p50: round(row.hours_to_contact_p50),
    hours_to_contact_p90: round(row.hours_to_contact_p90),
    days_to_visit_p50: round(row.days_to_visit_p50),
    days_to_visit_p90: round(row.days_to_visit_p90),
    reply_promise_kept_share: share(row.reply_kept, row.confirmed),
    contact_promise_kept_share: share(row.contact_kept, row.accepted),
    urgent_visit_promise_kept_share: share(row.urgent_visit_kept, row.urgent),
    declined_no_capacity: row.declined_no_capacity,
    declined_too_far: row.declined_too_far,
    declined_not_my_specialty: row.declined_not_my_specialty,
    declined_other: row.declined_other,
    lapsed: row.lapsed,
  };
}
