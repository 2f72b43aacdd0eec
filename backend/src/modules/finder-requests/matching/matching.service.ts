import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Env } from '../../../config/env.js';
import { Injectable } from '@nestjs/common';
import type { Condition, Urgency } from '@physio/api-contract';
import { Batcher } from '../../../common/batching/batcher.js';
import { weekStart } from '../../../common/calendar/week-start.js';
import { outboxInsert, type OutboxEvent, type SqlFragment } from '../../../infra/outbox/outbox-insert.js';
import { activeTraceContext, type TraceCarrier } from '../../../infra/tracing/trace-context.js';
import {
  awaitsCallSql,
  emailsWhenAwaitingConfirmation,
  emailsWhenMatched,
  emailsWhenUnmatched,
  familyCanBeEmailedSql,
} from '../../finder-notifications/finder.mail-requests.js';
import { reserveWeeklyPlace } from '../../physiotherapists/physiotherapist-weekly-load.repository.js';
import { offerReferralSql } from '../../referrals/referral-offer.repository.js';
import { replyHours, type DeadlineHours } from '../../referrals/referral-deadlines.js';
import type { AlternativeCandidate } from '../finder-request.entity.js';
import { rankCandidates, type MatchingCandidate, type RankedCandidate } from './matching.policy.js';
import { groupBy } from '../../../common/collections/group-by.js';
import {
  MATCHED_THIS_WEEK_SQL,
  physiotherapistWithLoadSql,
} from '../../physiotherapists/physiotherapist-load.read-model.js';

/** Statements in flight per kind, and requests per statement. */
const BATCHING = { maxInFlight: 4, maxBatchSize: 100 };

/**
 * What the matching decided (the job's return value, for people reading the queue). The emails that follow were
 * asked for in the statement that recorded the decision; `familyCanBeEmailed` says whether the family's was.
 */
export type MatchingOutcome =
  | { status: 'matched'; finderRequestId: string; physiotherapistId: number; familyCanBeEmailed: boolean }
  | { status: 'unconfirmed'; finderRequestId: string; familyCanBeEmailed: boolean }
  | { status: 'unmatched'; finderRequestId: string; familyCanBeEmailed: boolean }
  | { status: 'missing'; finderRequestId: string };

/** One row per candidate (or one row with no candidate) for the request, read in a single query. */
interface RequestAndCandidateRow {
  id: string;
  status: string;
  condition: Condition;
  urgency: Urgency;
  matched_physiotherapist_id: number | null;
  family_can_be_emailed: boolean;
  confirmed: boolean;
  latitude: number;
  longitude: number;
  /** Offers of this request that came to nothing (declined or lapsed). */
  offers_ended: number;
  candidate_id: number | null;
  specialties: string[] | null;
  travel_radius_miles: number | null;
  weekly_capacity: number | null;
  accepts_urgent: boolean | null;
  experience_years: number | null;
  candidate_latitude: number | null;
  candidate_longitude: number | null;
  matched_this_week: number | null;
}

/** Whether the family of request `r` gave an email and consent: the rule the mail sources apply when sending. */
const FAMILY_CAN_BE_EMAILED = familyCanBeEmailedSql('r');

/**
 * The requests and their candidates (one row per candidate, or one row with no candidate), for many
 * requests at once: each given with the week whose load counts.
 */
const LOAD_REQUESTS_AND_CANDIDATES = `
with input as (
  select * from json_to_recordset(?::json) as t(id uuid, week date)
), r as (
  select r.id, r.status, r.condition, r.urgency, r.matched_physiotherapist_id,
         ${FAMILY_CAN_BE_EMAILED} as family_can_be_emailed, r.contact_confirmed_at is not null as confirmed,
         d.latitude, d.longitude, input.week,
         (select count(*)::int from referral_offer o
          where o.finder_request_id = r.id and o.status in ('declined', 'lapsed')) as offers_ended
  from input join finder_request r on r.id = input.id join postcode_district d on d.district = r.district
  -- The ids again as a list: the planner then probes the primary key instead of scanning the table.
  where r.id in (?)
)
select r.id, r.status, r.condition, r.urgency, r.matched_physiotherapist_id, r.family_can_be_emailed,
       r.confirmed, r.latitude, r.longitude, r.offers_ended, c.*
from r
left join lateral (
  select p.id as candidate_id, p.specialties, p.travel_radius_miles, p.weekly_capacity, p.accepts_urgent,
         p.experience_years, pd.latitude as candidate_latitude, pd.longitude as candidate_longitude,
         ${MATCHED_THIS_WEEK_SQL} as matched_this_week
  from ${physiotherapistWithLoadSql({ week: 'r.week', baseDistrict: 'pd' })}
  where r.status = 'pending' and p.active and r.condition = any(p.specialties)
    -- Not paused for a holiday, and never offered this request before (declined, lapsed or withdrawn).
    and (p.offers_paused_until is null or p.offers_paused_until < current_date)
    and not exists (select 1 from referral_offer o where o.finder_request_id = r.id and o.physiotherapist_id = p.id)
    -- Leaves out only those the policy would refuse anyway (no room this week, no urgent referrals, or
    -- farther north or south than their radius: a degree of latitude is over 69 miles), so a burst does
    -- not fetch every physiotherapist in the country for each request. The policy still decides.
    and ${MATCHED_THIS_WEEK_SQL} < p.weekly_capacity
    and (r.urgency <> 'urgent' or p.accepts_urgent)
    and abs(pd.latitude - r.latitude) * 69.0 <= p.travel_radius_miles
) c on true`;

const MATCHED_EMAILS = outboxInsert('matched', 'matched.id', emailsWhenMatched('matched'));

/** After this many offers of one request come to nothing, it goes to the coordinators' queue instead. */
export const MAX_ENDED_OFFERS = 2;

/**
 * Reserves a place in one physiotherapist's week and records the match with its emails' outbox rows, in one
 * statement (so one transaction). The request row is locked first and must still be pending, and confirmed by the family
 * (an unconfirmed request holds nothing: a flood of anonymous ones cannot book out a week). A duplicate run waits,
 * then finds it decided and reserves nothing. The reservation only adds a family while the week has room,
 * so concurrent workers never overbook. No row back: that physiotherapist's week is full (or the
 * request was decided meanwhile).
 */
function reserveAndMatch(
  finderRequestId: string,
  chosen: { physiotherapistId: number; capacity: number; week: string },
  decision: { score: string; alternatives: string; decidedAt: Date },
  replyHoursByUrgency: DeadlineHours,
): SqlFragment {
  const reserve = reserveWeeklyPlace({
    physiotherapistId: chosen.physiotherapistId,
    week: chosen.week,
    capacity: chosen.capacity,
    onlyIfRowIn: 'req',
  });
  const offer = offerReferralSql('matched', { week: chosen.week, offeredBy: null, replyHours: replyHoursByUrgency });
  return {
    sql: `
with req as (
  select id from finder_request where id = ? and status = 'pending' and contact_confirmed_at is not null for update
), reserved as (
  ${reserve.sql}
), matched as (
  update finder_request f
  set status = 'matched', matched_physiotherapist_id = reserved.physiotherapist_id, match_score = ?::jsonb,
      alternative_candidates = ?::jsonb, matched_at = ?
  from reserved
  where f.id = ?
  returning f.id, f.matched_physiotherapist_id, f.urgency, ${familyCanBeEmailedSql('f')} as family_can_be_emailed
), emails as (
  ${MATCHED_EMAILS.sql}
), ${offer.sql}
select id from matched`,
    params: [
      finderRequestId,
      ...reserve.params,
      decision.score,
      decision.alternatives,
      decision.decidedAt,
      finderRequestId,
      ...MATCHED_EMAILS.params,
      ...offer.params,
    ],
  };
}

/**
 * A statement that records a decision for many requests at once (`update … returning id, family_can_be_emailed`,
 * reading its input from `json_to_recordset(?) as u(…, trace_context jsonb)` and the ids again as `in (?)`) with the
 * outbox rows of the emails that follow it, so the decision and its emails commit together. Each record's emails
 * continue the trace of the job that decided it (u.trace_context): the statement holds the records of many jobs.
 * Returns the ids it changed.
 */
function recordWithEmails(update: string, emails: OutboxEvent[]): SqlFragment {
  const outbox = outboxInsert('decided', 'decided.id', emails, { traceContextSql: 'decided.trace_context' });
  return {
    sql: `with decided as (
  ${update}
  returning f.id, ${familyCanBeEmailedSql('f')} as family_can_be_emailed, ${awaitsCallSql('f')} as awaits_call,
    u.trace_context
), emails as (
  ${outbox.sql}
)
select id from decided`,
    params: outbox.params,
  };
}

/** Records "no match" for many confirmed requests at once; only those still pending change. */
const RECORD_UNMATCHED = recordWithEmails(
  `update finder_request f
  set status = 'unmatched', matched_physiotherapist_id = null, match_score = null,
      alternative_candidates = u.alternatives, matched_at = u.decided_at
  from json_to_recordset(?::json) as u(id uuid, alternatives jsonb, decided_at timestamptz, trace_context jsonb)
  where f.id = u.id and f.id in (?) and f.status = 'pending' and f.contact_confirmed_at is not null`,
  emailsWhenUnmatched('decided'),
);

/**
 * Records the recommendation of many unconfirmed requests at once: nothing reserved, nobody told but the family.
 * A confirmation that lands first wins (the request is then matched for real by its own job).
 */
const RECORD_UNCONFIRMED = recordWithEmails(
  `update finder_request f
  set status = 'unconfirmed', recommended_physiotherapist_id = u.recommended, match_score = u.score,
      alternative_candidates = u.alternatives, matched_at = u.decided_at
  from json_to_recordset(?::json) as u(id uuid, recommended int, score jsonb, alternatives jsonb, decided_at timestamptz,
    trace_context jsonb)
  where f.id = u.id and f.id in (?) and f.status = 'pending' and f.contact_confirmed_at is null`,
  emailsWhenAwaitingConfirmation('decided'),
);

interface UnmatchedRecord {
  id: string;
  alternatives: AlternativeCandidate[];
  decided_at: Date;
  /** The deciding job's trace, which the emails that follow continue. */
  trace_context: TraceCarrier | null;
}

interface UnconfirmedRecord extends UnmatchedRecord {
  recommended: number | null;
  score: RankedCandidate['score'] | null;
}

/**
 * Database work around the pure matching policy: load the request and its candidates, rank them, then
 * reserve-and-record with the best who still has room (one statement per attempt), or record that no one
 * could take it. Each statement that records a decision also writes the outbox rows of the emails that follow
 * it (see finder.mail-requests.ts), so no decision commits without them. Under load many jobs run at once: their loads and their "no match" records are grouped
 * into one statement per batch (Batcher), while each reservation stays its own statement, as it is the
 * one that must not overbook.
 */
@Injectable()
export class MatchingService {
  private readonly loads: Batcher<{ id: string; week: string }, RequestAndCandidateRow[]>;
  private readonly unmatchedRecords: Batcher<UnmatchedRecord, boolean>;
  private readonly unconfirmedRecords: Batcher<UnconfirmedRecord, boolean>;

  private readonly replyHours: DeadlineHours;

  constructor(orm: MikroORM, env: Env) {
    this.replyHours = replyHours(env);
    const connection = () => orm.em.getConnection();
    this.loads = new Batcher(async (inputs) => {
      const rows = await connection().execute<RequestAndCandidateRow[]>(LOAD_REQUESTS_AND_CANDIDATES, [
        JSON.stringify(inputs),
        inputs.map((input) => input.id),
      ]);
      const byRequest = groupBy(rows, (row) => row.id);
      return inputs.map((input) => byRequest.get(input.id) ?? []);
    }, BATCHING);
    const recordMany =
      <T extends { id: string }>(statement: SqlFragment) =>
      async (records: T[]) => {
        const updated = await connection().execute<{ id: string }[]>(statement.sql, [
          JSON.stringify(records),
          records.map((record) => record.id),
          ...statement.params,
        ]);
        const ids = new Set(updated.map((row) => row.id));
        return records.map((record) => ids.has(record.id));
      };
    this.unmatchedRecords = new Batcher(recordMany<UnmatchedRecord>(RECORD_UNMATCHED), BATCHING);
    this.unconfirmedRecords = new Batcher(recordMany<UnconfirmedRecord>(RECORD_UNCONFIRMED), BATCHING);
  }

  async match(em: EntityManager, finderRequestId: string, now = new Date()): Promise<MatchingOutcome> {
    const week = weekStart(now);
    const rows = await this.loads.call({ id: finderRequestId, week });
    const request = rows[0];
    if (!request) return { status: 'missing', finderRequestId };
    if (request.status !== 'pending') return existingOutcome(request);

    const candidates = rows.filter((row) => row.candidate_id !== null).map(toCandidate);
    const ranked = rankCandidates(
      { condition: request.condition, urgency: request.urgency, location: request },
      candidates,
    );
    const capacityOf = new Map(candidates.map((c) => [c.id, c.weeklyCapacity]));

    if (!request.confirmed) {
      // The family sees whom we would choose; the physiotherapist hears nothing and no place is held.
      const recorded = await this.unconfirmedRecords.call({
        id: finderRequestId,
        recommended: ranked[0]?.physiotherapistId ?? null,
        score: ranked[0]?.score ?? null,
        alternatives: alternativesTo(ranked, ranked.length > 0 ? 0 : -1),
        decided_at: now,
        trace_context: activeTraceContext(),
      });
      return recorded
        ? { status: 'unconfirmed', finderRequestId, familyCanBeEmailed: request.family_can_be_emailed }
        : this.reload(em, finderRequestId);
    }

    // Offered to physiotherapists twice without an answer that stuck: a coordinator takes it from here.
    const exhausted = request.offers_ended >= MAX_ENDED_OFFERS;
    for (let i = 0; !exhausted && i < ranked.length; i++) {
      const chosen = ranked[i];
      const statement = reserveAndMatch(
        finderRequestId,
        { physiotherapistId: chosen.physiotherapistId, capacity: capacityOf.get(chosen.physiotherapistId)!, week },
        {
          score: JSON.stringify(chosen.score),
          alternatives: JSON.stringify(alternativesTo(ranked, i)),
          decidedAt: now,
        },
        this.replyHours,
      );
      const matched = await em.execute<{ id: string }[]>(statement.sql, statement.params);
      if (matched.length > 0) {
        return {
          status: 'matched',
          finderRequestId,
          physiotherapistId: chosen.physiotherapistId,
          familyCanBeEmailed: request.family_can_be_emailed,
        };
      }
      if (!(await this.isPending(em, finderRequestId))) return this.reload(em, finderRequestId);
    }

    const recorded = await this.unmatchedRecords.call({
      id: finderRequestId,
      alternatives: alternativesTo(ranked, -1),
      decided_at: now,
      trace_context: activeTraceContext(),
    });
    return recorded
      ? { status: 'unmatched', finderRequestId, familyCanBeEmailed: request.family_can_be_emailed }
      : this.reload(em, finderRequestId);
  }

  private async isPending(em: EntityManager, id: string): Promise<boolean> {
    const [row] = await em.execute<{ status: string }[]>('select status from finder_request where id = ?', [id]);
    return row?.status === 'pending';
  }

  /** Another run decided first: report what it decided. */
  private async reload(em: EntityManager, id: string): Promise<MatchingOutcome> {
    const [row] = await em.execute<DecidedRow[]>(
      `select id, status, matched_physiotherapist_id, ${FAMILY_CAN_BE_EMAILED} as family_can_be_emailed
       from finder_request r where id = ?`,
      [id],
    );
    return row ? existingOutcome(row) : { status: 'missing', finderRequestId: id };
  }
}

/** The next two candidates after the chosen one (or the top two when no one was chosen), for coordinators. */
function alternativesTo(ranked: RankedCandidate[], chosenIndex: number): AlternativeCandidate[] {
  return ranked
    .filter((_, i) => i !== chosenIndex)
    .slice(0, 2)
    .map((c) => ({ physiotherapist_id: c.physiotherapistId, score: c.score }));
}

type DecidedRow = Pick<
  RequestAndCandidateRow,
  'id' | 'status' | 'matched_physiotherapist_id' | 'family_can_be_emailed'
>;

function existingOutcome(row: DecidedRow): MatchingOutcome {
  const familyCanBeEmailed = row.family_can_be_emailed;
  if (row.status === 'unconfirmed') return { status: 'unconfirmed', finderRequestId: row.id, familyCanBeEmailed };
  // Confirmed while this run was deciding: the confirmation's own job matches it.
  if (row.status === 'pending') return { status: 'missing', finderRequestId: row.id };
  return row.status === 'matched' && row.matched_physiotherapist_id !== null
    ? {
        status: 'matched',
        finderRequestId: row.id,
        physiotherapistId: row.matched_physiotherapist_id,
        familyCanBeEmailed,
      }
    : { status: 'unmatched', finderRequestId: row.id, familyCanBeEmailed };
}

function toCandidate(row: RequestAndCandidateRow): MatchingCandidate {
  return {
    id: row.candidate_id!,
    active: true,
    specialties: row.specialties ?? [],
    base: { latitude: row.candidate_latitude!, longitude: row.candidate_longitude! },
    travelRadiusMiles: row.travel_radius_miles!,
    weeklyCapacity: row.weekly_capacity!,
    matchedThisWeek: Number(row.matched_this_week),
    acceptsUrgent: row.accepts_urgent!,
    experienceYears: row.experience_years!,
  };
}
