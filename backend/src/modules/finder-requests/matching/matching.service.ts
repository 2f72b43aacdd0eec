import { DeadlockException, MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Env } from '../../../config/env.js';
import { Injectable } from '@nestjs/common';
import type { Condition, Urgency } from '@physio/api-contract';
import { Batcher } from '../../../common/batching/batcher.js';
import { weekStart } from '../../../common/calendar/week-start.js';
import { activeTraceContext } from '../../../infra/tracing/trace-context.js';
import { familyCanBeEmailedSql } from '../../finder-notifications/finder.mail-requests.js';
import { addWeeklyPlacesSql, lockWeeklyLoads } from '../../physiotherapists/physiotherapist-weekly-load.repository.js';
import { offerReferralSql } from '../../referrals/referral-offer.repository.js';
import { replyHours, type DeadlineHours } from '../../referrals/referral-deadlines.js';
import type { AlternativeCandidate } from '../finder-request.entity.js';
import {
  lockRequestsAwaitingMatch,
  recordMatches,
  recordUnconfirmed,
  recordUnmatched,
  type MatchRecord,
  type UnconfirmedRecord,
  type UnmatchedRecord,
} from '../finder-request.repository.js';
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

/** After this many offers of one request come to nothing, it goes to the coordinators' queue instead. */
export const MAX_ENDED_OFFERS = 2;

/** A place asked for in a physiotherapist's week, with the match to record if it is given. */
interface Reservation extends MatchRecord {
  /** The physiotherapist's weekly capacity as matching read it: a place is given only while the week is below it. */
  capacity: number;
}

/** What became of a reservation: matched, the week was full (try the next candidate), or the request was decided. */
type ReservationResult = 'matched' | 'full' | 'decided';

/** A deadlock (PostgreSQL chose this transaction to end) is retried this many times before the job fails. */
const DEADLOCK_RETRIES = 3;

/**
 * Database work around the pure matching policy: load the request and its candidates, rank them, then reserve a
 * place with the best who still has room and record the match, or record that no one could take it. Each statement
 * that records a decision also writes the outbox rows of the emails that follow it (see finder.mail-requests.ts), so
 * no decision commits without them. Under load many jobs run at once: their loads, reservations and records are
 * grouped into one statement (or, for reservations, one short transaction) per batch (Batcher): a burst of lapsed
 * offers then costs a commit per batch, not one per request.
 */
@Injectable()
export class MatchingService {
  private readonly loads: Batcher<{ id: string; week: string }, RequestAndCandidateRow[]>;
  private readonly reservations: Batcher<Reservation, ReservationResult>;
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
    this.reservations = new Batcher((inputs) => this.reserveAndRecord(orm.em.fork(), inputs), BATCHING);
    const recordEach =
      <T extends { id: string }>(record: (em: EntityManager, records: T[]) => Promise<Set<string>>) =>
      async (records: T[]) => {
        const recorded = await record(orm.em.fork(), records);
        return records.map((r) => recorded.has(r.id));
      };
    this.unmatchedRecords = new Batcher(recordEach<UnmatchedRecord>(recordUnmatched), BATCHING);
    this.unconfirmedRecords = new Batcher(recordEach<UnconfirmedRecord>(recordUnconfirmed), BATCHING);
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
      const result = await this.reservations.call({
        id: finderRequestId,
        physiotherapist_id: chosen.physiotherapistId,
        capacity: capacityOf.get(chosen.physiotherapistId)!,
        week,
        score: chosen.score,
        alternatives: alternativesTo(ranked, i),
        decided_at: now,
        trace_context: activeTraceContext(),
      });
      if (result === 'matched') {
        return {
          status: 'matched',
          finderRequestId,
          physiotherapistId: chosen.physiotherapistId,
          familyCanBeEmailed: request.family_can_be_emailed,
        };
      }
      if (result === 'decided') return this.reload(em, finderRequestId);
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

  /**
   * One transaction for a batch of reservations: the requests are locked and those no longer waiting are left
   * (`decided`); the weeks asked for are locked and each gives places, in the batch's order, while it is below the
   * capacity matching read (the others are `full`, and their requests try their next candidate); the matches, their
   * places, emails and offers are then written in one statement. A request twice in one batch (two jobs for it at
   * once) is reserved once. Concurrent batches and lapses lock weeks in the same order; should PostgreSQL still end
   * this one in a deadlock, it runs again.
   */
  private async reserveAndRecord(em: EntityManager, inputs: Reservation[]): Promise<ReservationResult[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await em.transactional(async (tx) => {
          const results: ReservationResult[] = inputs.map(() => 'decided');
          const awaiting = await lockRequestsAwaitingMatch(tx, [...new Set(inputs.map((r) => r.id))]);
          const asking = inputs.flatMap((r, i) => (awaiting.delete(r.id) ? [i] : []));
          if (asking.length === 0) return results;
          const loads = await lockWeeklyLoads(
            tx,
            asking.map((i) => ({ physiotherapistId: inputs[i].physiotherapist_id, week: inputs[i].week })),
          );
          const counts = new Map(loads.map((l) => [`${l.physiotherapistId}/${l.week}`, l.matchedCount]));
          const granted: number[] = [];
          for (const i of asking) {
            const key = `${inputs[i].physiotherapist_id}/${inputs[i].week}`;
            const count = counts.get(key) ?? 0;
            if (count < inputs[i].capacity) {
              counts.set(key, count + 1);
              granted.push(i);
            } else results[i] = 'full';
          }
          if (granted.length === 0) return results;
          const offer = offerReferralSql('matched', {
            week: { column: 'week' },
            offeredBy: null,
            replyHours: this.replyHours,
            traceContextColumn: 'trace_context',
          });
          const matched = new Set(
            await recordMatches(
              tx,
              granted.map((i) => toMatchRecord(inputs[i])),
              addWeeklyPlacesSql('matched'),
              offer,
            ),
          );
          for (const i of granted) results[i] = matched.has(inputs[i].id) ? 'matched' : 'decided';
          return results;
        });
      } catch (error) {
        if (!(error instanceof DeadlockException) || attempt > DEADLOCK_RETRIES) throw error;
      }
    }
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

function toMatchRecord(r: Reservation): MatchRecord {
  return {
    id: r.id,
    physiotherapist_id: r.physiotherapist_id,
    week: r.week,
    score: r.score,
    alternatives: r.alternatives,
    decided_at: r.decided_at,
    trace_context: r.trace_context,
  };
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
