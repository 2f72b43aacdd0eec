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
 * The figures every grouping shares, over promise_request_fact or promise_offer_fact (`f`), grouped by `key`.
 *
 * The percentiles are percentile_cont's, as before the facts tables, over the times as the facts store them: whole
 * seconds (rounded to the nearest). Each time moves by at most half a second, so a percentile moves by less than
 * 0.0002 hours: the report, which shows tenths, shows the same figures except for one that lies within that of a
 * rounding edge. Sorting these narrow integers per group measured faster in PostgreSQL than reading percentiles off
 * counts per tenth of an hour (grouping sets and running totals), and is exact where those are not; see
 * docs/benchmarks.md, "Reports at a million requests".
 */
const FIGURES = (offered: string) => `
  count(*)::int as confirmed,
  count(*) filter (where ${offered})::int as offered,
  count(*) filter (where f.accepted)::int as accepted,
  percentile_cont(array[0.5, 0.9]) within group (order by f.seconds_to_accept) as seconds_to_accept,
  percentile_cont(array[0.5, 0.9]) within group (order by f.seconds_to_contact) as seconds_to_contact,
  percentile_cont(array[0.5, 0.9]) within group (order by f.seconds_to_visit) as seconds_to_visit,
  count(*) filter (where f.reply_kept)::int as reply_kept,
  count(*) filter (where f.contact_kept)::int as contact_kept,
  count(*) filter (where f.urgency = 'urgent')::int as urgent,
  count(*) filter (where f.urgent_visit_kept)::int as urgent_visit_kept,
  sum(f.declined_no_capacity)::int as declined_no_capacity,
  sum(f.declined_too_far)::int as declined_too_far,
  sum(f.declined_not_my_specialty)::int as declined_not_my_specialty,
  sum(f.declined_other)::int as declined_other,
  sum(f.lapsed)::int as lapsed`;

/** Each grouping's key over promise_request_fact `f` (and `postcode_district` `d`, for the county), and its id. */
const KEYS: Record<Exclude<PromiseGroup, 'physiotherapist'>, { key: string; id: string }> = {
  // Grouped by the month's first day, in date arithmetic (date_trunc goes through a timestamp: about 40 ms more over a
  // year's 500,000 facts; text sorts slower still), named YYYY-MM afterwards.
  month: { key: `f.confirmed_on - (extract(day from f.confirmed_on)::int - 1)`, id: `to_char(g.key, 'YYYY-MM')` },
  county: { key: `coalesce(d.county, 'Unknown')`, id: 'g.key' },
  district: { key: 'f.district', id: 'g.key' },
  urgency: { key: 'f.urgency', id: 'g.key' },
  condition: { key: 'f.condition', id: 'g.key' },
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
      ? `with g as (
           select f.physiotherapist_id as key, ${FIGURES('true')}
           from promise_offer_fact f
           where f.offered_on between ?::date and ?::date${narrow}
           group by f.physiotherapist_id
         )
         select g.key::text as id, p.name as label, g.*
         from g join physiotherapist p on p.id = g.key
         order by p.name`
      : `with g as (
           select ${KEYS[scope.group].key} as key, ${FIGURES('f.offers > 0')}
           from promise_request_fact f
           ${scope.group === 'county' ? 'join postcode_district d on d.district = f.district' : ''}
           where f.confirmed_on between ?::date and ?::date${narrow}
           group by 1
         )
         select ${KEYS[scope.group].id} as id, ${KEYS[scope.group].id} as label, g.*
         from g order by g.key`;
  const rows = await em.execute<FigureRow[]>(sql, params);
  return rows.map((row) => toRow(row, scope.group));
}

interface FigureRow {
  id: string;
  label: string;
  confirmed: number;
  offered: number;
  accepted: number;
  /** [p50, p90] in seconds; null without a value. */
  seconds_to_accept: [number, number] | null;
  seconds_to_contact: [number, number] | null;
  seconds_to_visit: [number, number] | null;
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
/** A percentile (percentile_cont's array of seconds, p50 then p90) in hours or days, shown to a tenth. */
const inUnits = (seconds: [number, number] | null, index: 0 | 1, unit: number) =>
  seconds ? round(seconds[index] / unit) : null;
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
    hours_to_accept_p50: inUnits(row.seconds_to_accept, 0, 3600),
    hours_to_accept_p90: inUnits(row.seconds_to_accept, 1, 3600),
    hours_to_contact_p50: inUnits(row.seconds_to_contact, 0, 3600),
    hours_to_contact_p90: inUnits(row.seconds_to_contact, 1, 3600),
    days_to_visit_p50: inUnits(row.seconds_to_visit, 0, 86_400),
    days_to_visit_p90: inUnits(row.seconds_to_visit, 1, 86_400),
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
