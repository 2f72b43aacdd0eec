import {
  CONDITION_LABELS,
  REPLY_PROMISE_HOURS_FOR_REPORT,
  URGENCY_LABELS,
  URGENT_VISIT_PROMISE_HOURS,
  type Condition,
  type OpsPromisesRow,
  type PromiseGroup,
  type Urgency,
} from '@physio/api-contract';

import type { TestDatabase } from './database.js';

export interface PromisesScope {
  /** Europe/London days, both inclusive. */
  from: string;
  to: string;
  group: PromiseGroup;
  urgency?: Urgency;
  condition?: Condition;
}

const hours = (later: string, earlier: string) => `extract(epoch from (${later}) - (${earlier})) / 3600.0`;
const p = (fraction: number, value: string) =>
  `percentile_cont(${fraction}) within group (order by ${value}) filter (where ${value} is not null)`;

/** The figures every grouping shares, over `facts` (one row per request, or per offer for a physiotherapist). */
const FIGURES = `
  count(*)::int as confirmed,
  count(*) filter (where offers > 0)::int as offered,
  count(accepted_at)::int as accepted,
  ${p(0.5, hours('accepted_at', 'started_at'))} as hours_to_accept_p50,
  ${p(0.9, hours('accepted_at', 'started_at'))} as hours_to_accept_p90,
  ${p(0.5, hours('first_contact_at', 'started_at'))} as hours_to_contact_p50,
  ${p(0.9, hours('first_contact_at', 'started_at'))} as hours_to_contact_p90,
  ${p(0.5, `${hours('visit_at', 'started_at')} / 24.0`)} as days_to_visit_p50,
  ${p(0.9, `${hours('visit_at', 'started_at')} / 24.0`)} as days_to_visit_p90,
  count(*) filter (where accepted_at <= started_at + interval '${REPLY_PROMISE_HOURS_FOR_REPORT} hours')::int as reply_kept,
  count(*) filter (where first_contact_at <= contact_by)::int as contact_kept,
  count(*) filter (where urgency = 'urgent')::int as urgent,
  count(*) filter (where urgency = 'urgent' and visit_at <= started_at + interval '${URGENT_VISIT_PROMISE_HOURS} hours')::int as urgent_visit_kept,
  coalesce(sum(declined_no_capacity), 0)::int as declined_no_capacity,
  coalesce(sum(declined_too_far), 0)::int as declined_too_far,
  coalesce(sum(declined_not_my_specialty), 0)::int as declined_not_my_specialty,
  coalesce(sum(declined_other), 0)::int as declined_other,
  coalesce(sum(lapsed), 0)::int as lapsed`;

/** An offer's facts: its answer and, once accepted, the contact the family confirmed and the visit that happened. */
const OFFER_FACTS = `
  case when o.status = 'accepted' then o.answered_at end as accepted_at,
  o.contact_by,
  case when o.family_contacted then least(coalesce(o.first_call_at, o.contact_answered_at), o.contact_answered_at) end
    as first_contact_at,
  case when o.visit_happened then o.first_visit_on::timestamp at time zone 'Europe/London' end as visit_at`;

const KEYS: Record<Exclude<PromiseGroup, 'physiotherapist'>, string> = {
  month: `to_char(r.contact_confirmed_at at time zone 'Europe/London', 'YYYY-MM')`,
  county: `coalesce(d.county, 'Unknown')`,
  district: 'r.district',
  urgency: 'r.urgency',
  condition: 'r.condition',
};

/**
 * The promises report as one SQL statement, as the API computed it before it kept the facts in memory
 * (promise-facts.cache.ts): the tests' reference, which the API's report must equal row for row. The requests
 * confirmed in the period (by the family's confirmation, Europe/London days) grouped by month, county, district,
 * urgency or condition, with how often and how fast physiotherapists accepted, contacted and first visited. Grouped
 * by physiotherapist, the facts are their offers made in the period instead (times count from the offer). About
 * 10 s at a million requests.
 */
export async function promisesReportReference(db: TestDatabase, scope: PromisesScope): Promise<OpsPromisesRow[]> {
  const params: unknown[] = [scope.from, scope.to];
  let narrow = '';
  if (scope.urgency) {
    narrow += ' and r.urgency = ?';
    params.push(scope.urgency);
  }
  if (scope.condition) {
    narrow += ' and r.condition = ?';
    params.push(scope.condition);
  }
  const inPeriod = (column: string) =>
    `${column} >= (?::date)::timestamp at time zone 'Europe/London' and ${column} < (?::date + 1)::timestamp at time zone 'Europe/London'`;
  const sql =
    scope.group === 'physiotherapist'
      ? `with facts as (
           select o.physiotherapist_id::text as key, p.name as label, r.urgency, o.offered_at as started_at, 1 as offers,
                  ${OFFER_FACTS},
                  (o.decline_reason = 'no-capacity')::int as declined_no_capacity,
                  (o.decline_reason = 'too-far')::int as declined_too_far,
                  (o.decline_reason = 'not-my-specialty')::int as declined_not_my_specialty,
                  (o.decline_reason = 'other')::int as declined_other,
                  (o.status = 'lapsed')::int as lapsed
           from referral_offer o
           join finder_request r on r.id = o.finder_request_id
           join physiotherapist p on p.id = o.physiotherapist_id
           where ${inPeriod('o.offered_at')}${narrow}
         )
         select key as id, min(label) as label, ${FIGURES} from facts group by key order by min(label) collate "C", key::int`
      : `with facts as (
           select ${KEYS[scope.group]} as key, r.urgency, r.contact_confirmed_at as started_at,
                  coalesce(oc.offers, 0) as offers, acc.accepted_at, acc.contact_by, acc.first_contact_at, acc.visit_at,
                  oc.declined_no_capacity, oc.declined_too_far, oc.declined_not_my_specialty, oc.declined_other, oc.lapsed
           from finder_request r
           join postcode_district d on d.district = r.district
           left join lateral (
             select ${OFFER_FACTS} from referral_offer o where o.finder_request_id = r.id and o.status = 'accepted' limit 1
           ) acc on true
           left join lateral (
             select count(*)::int as offers,
                    count(*) filter (where o.decline_reason = 'no-capacity')::int as declined_no_capacity,
                    count(*) filter (where o.decline_reason = 'too-far')::int as declined_too_far,
                    count(*) filter (where o.decline_reason = 'not-my-specialty')::int as declined_not_my_specialty,
                    count(*) filter (where o.decline_reason = 'other')::int as declined_other,
                    count(*) filter (where o.status = 'lapsed')::int as lapsed
             from referral_offer o where o.finder_request_id = r.id
           ) oc on true
           where r.contact_confirmed_at is not null and ${inPeriod('r.contact_confirmed_at')}${narrow}
         )
         select key as id, key as label, ${FIGURES} from facts group by key order by key collate "C"`;
  let n = 0;
  const rows = await db.query<FigureRow>(
    sql.replace(/\?/g, () => `$${++n}`),
    params,
  );
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
