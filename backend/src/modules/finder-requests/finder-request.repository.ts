import type { EntityManager } from '@mikro-orm/postgresql';
import type { AttentionReason, CallOutcome, Condition, Urgency } from '@physio/api-contract';
import { expiredSql, type RetentionExpiry } from '../../common/retention/retention-expiry.js';
import { outboxInsert, SqlPayload, type OutboxEvent, type SqlFragment } from '../../infra/outbox/outbox-insert.js';
import type { TraceCarrier } from '../../infra/tracing/trace-context.js';
import { offeredSql } from '../coverage/reachability.read-model.js';
import {
  awaitsCallSql,
  emailsWhenAwaitingConfirmation,
  emailsWhenMatched,
  emailsWhenUnmatched,
  familyCanBeEmailedSql,
} from '../finder-notifications/finder.mail-requests.js';
import type { AlternativeCandidate } from './finder-request.entity.js';
import { FINDER_REQUEST_CONFIRMED } from './events/finder-request-confirmed.event.js';
import { FINDER_REQUEST_REMATCH_REQUESTED } from './events/finder-request-rematch-requested.event.js';
import { FINDER_REQUEST_SUBMITTED } from './events/finder-request-submitted.event.js';
import type { FinderRequestFollowUp } from './finder-request-follow-up.js';

/**
 * Every statement that writes `finder_request` and `finder_request_note` (see table-owners.ts), each taking the
 * caller's EntityManager so it joins the caller's transaction.
 */

export interface NewFinderRequestRow {
  id: string;
  postcode: string;
  district: string;
  condition: Condition;
  urgency: Urgency;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  additional_info: string | null;
  consent_given_at: string | null;
  /** The submitting request's trace, which its matching continues: a batch holds many requests' rows. */
  trace_context?: TraceCarrier | null;
}

const SUBMITTED = outboxInsert(
  'inserted join input on input.id = inserted.id',
  'inserted.id',
  [{ topic: FINDER_REQUEST_SUBMITTED, payload: new SqlPayload(`jsonb_build_object('urgency', inserted.urgency)`) }],
  { traceContextSql: 'input.trace_context' },
);

/**
 * Inserts the requests whose district is offered (covered, and reached by an active physiotherapist: a request
 * nobody could ever take is an out-of-area search, not a request), each with its outbox row, in ONE statement (so one
 * transaction: a request is never written without its event, nor an event without its request). Rows
 * arrive as one JSON array, so a batch of any size is a single parameter.
 */
const INSERT_COVERED = `
with input as (
  select * from jsonb_to_recordset(?::jsonb) as t(
    id uuid, postcode text, district text, condition text, urgency text, contact_name text, contact_email text,
    contact_phone text, additional_info text, consent_given_at timestamptz, trace_context jsonb)
), inserted as (
  insert into finder_request
    (id, postcode, district, condition, urgency, contact_name, contact_email, contact_phone, additional_info,
     consent_given_at, status, created_at)
  select i.id, i.postcode, i.district, i.condition, i.urgency, i.contact_name, i.contact_email, i.contact_phone,
         i.additional_info, i.consent_given_at, 'pending', now()
  from input i join postcode_district d on d.district = i.district and ${offeredSql('d')}
  returning id, urgency
)
${SUBMITTED.sql}
returning aggregate_id`;

/** Writes the rows whose district is offered, with their outbox rows; returns the ids written. */
export async function insertOfferedFinderRequests(
  em: EntityManager,
  rows: NewFinderRequestRow[],
): Promise<Set<string>> {
  const written = await em
    .getConnection()
    .execute<{ aggregate_id: string }[]>(INSERT_COVERED, [JSON.stringify(rows), ...SUBMITTED.params]);
  return new Set(written.map((r) => r.aggregate_id));
}

const CONFIRMED = outboxInsert('confirmed', 'confirmed.id', [
  { topic: FINDER_REQUEST_CONFIRMED, payload: new SqlPayload(`jsonb_build_object('urgency', confirmed.urgency)`) },
]);

/**
 * Marks the request confirmed and puts it back to matching, now reserving a place, in one statement with its
 * outbox row. Only a request that can be emailed (the link went to that address) and is not decided for real yet.
 */
const CONFIRM = `
with confirmed as (
  update finder_request
  set status = 'pending', contact_confirmed_at = now(), match_score = null, alternative_candidates = null,
      matched_at = null
  where id = ? and contact_confirmed_at is null and status in ('pending', 'unconfirmed')
    and contact_email is not null and consent_given_at is not null
  returning id, urgency
)
${CONFIRMED.sql}
returning aggregate_id`;

/** True when this call confirmed the request (false: unknown, already confirmed, or not confirmable by email). */
export async function confirmFinderRequest(em: EntityManager, id: string): Promise<boolean> {
  const written = await em.execute<{ aggregate_id: string }[]>(CONFIRM, [id, ...CONFIRMED.params]);
  return written.length > 0;
}

/** A coordinator's note on a request; undefined when there is no such request. */
export async function insertFinderRequestNote(
  em: EntityManager,
  note: { finderRequestId: string; authorAccountId: number; author: string; body: string },
): Promise<{ id: string } | undefined> {
  const [row] = await em.execute<{ id: string }[]>(
    `insert into finder_request_note (finder_request_id, author_account_id, author, body, created_at)
     select id, ?, ?, ?, now() from finder_request where id = ?
     returning id::text`,
    [note.authorAccountId, note.author, note.body, note.finderRequestId],
  );
  return row;
}

export async function setFinderRequestFollowUp(
  em: EntityManager,
  id: string,
  followUp: FinderRequestFollowUp,
  reason: string | null,
): Promise<void> {
  // Closed or cancelled: a follow-up date would bring a finished request back, so it goes.
  await em.execute(
    `update finder_request set follow_up = ?, follow_up_reason = ?, follow_up_at = now(),
       follow_up_on = case when ? in ('closed', 'cancelled') then null else follow_up_on end
     where id = ?`,
    [followUp, reason, followUp, id],
  );
}

/** A coordinator takes the request ("assign to me"), or hands it back (null). */
export async function setFinderRequestOwner(
  em: EntityManager,
  id: string,
  owner: { accountId: number; name: string } | null,
): Promise<void> {
  await em.execute('update finder_request set owner_account_id = ?, owner_name = ? where id = ?', [
    owner?.accountId ?? null,
    owner?.name ?? null,
    id,
  ]);
}

/** The London day (yyyy-mm-dd) the request comes back to the top of the queue; null clears it. */
export async function setFinderRequestFollowUpOn(em: EntityManager, id: string, day: string | null): Promise<void> {
  await em.execute('update finder_request set follow_up_on = ?::date where id = ?', [day, id]);
}

/**
 * A call to the family: the request's last call and, when given, its follow-up date, with the call written into the
 * notes (author and time), in one statement.
 */
export async function recordFinderRequestCall(
  em: EntityManager,
  call: {
    finderRequestId: string;
    outcome: CallOutcome;
    followUpOn: string | null;
    authorAccountId: number;
    author: string;
    note: string;
  },
): Promise<void> {
  await em.execute(
    `with called as (
       update finder_request
       set last_called_at = now(), last_call_outcome = ?, follow_up_on = coalesce(?::date, follow_up_on)
       where id = ? returning id
     )
     insert into finder_request_note (finder_request_id, author_account_id, author, body, created_at)
     select id, ?, ?, ?, now() from called`,
    [call.outcome, call.followUpOn, call.finderRequestId, call.authorAccountId, call.author, call.note],
  );
}

/** Puts an unmatched request back to matching, with its outbox row, in one statement. */
export async function reopenFinderRequestForMatching(em: EntityManager, id: string): Promise<void> {
  const event = outboxInsert('reopened', 'reopened.id', [
    {
      topic: FINDER_REQUEST_REMATCH_REQUESTED,
      payload: new SqlPayload(`jsonb_build_object('urgency', reopened.urgency)`),
    },
  ]);
  await em.execute(
    `with reopened as (
       update finder_request set status = 'pending', alternative_candidates = null, matched_at = null
       where id = ? returning id, urgency
     )
     ${event.sql}`,
    [id, ...event.params],
  );
}

/**
 * For offers that ended without acceptance (declined, lapsed): the request goes back to matching for the next
 * physiotherapist, with its outbox row. A CTE pair over `ended` (offers with `finder_request_id` and
 * `physiotherapist_id`), named `<name>` and `<name>_events`; only a request still matched to that offer's
 * physiotherapist changes (a coordinator may have acted meanwhile).
 */
export function reopenForNextOfferSql(ended: string, name: string): SqlFragment {
  const event = outboxInsert(name, `${name}.id`, [
    {
      topic: FINDER_REQUEST_REMATCH_REQUESTED,
      payload: new SqlPayload(`jsonb_build_object('urgency', ${name}.urgency)`),
    },
  ]);
  return {
    sql: `${name} as (
  update finder_request f
  set status = 'pending', matched_physiotherapist_id = null, match_score = null, matched_at = null,
      alternative_candidates = null
  from ${ended} e
  where f.id = e.finder_request_id and f.status = 'matched' and f.matched_physiotherapist_id = e.physiotherapist_id
    -- A request a coordinator closed or cancelled is not offered again.
    and (f.follow_up is null or f.follow_up = 'contacted')
  returning f.id, f.urgency
), ${name}_events as (
  ${event.sql}
)`,
    params: event.params,
  };
}

/**
 * A CTE `<name>` putting the requests of `answered` (a CTE with `finder_request_id`) back in the coordinators' queue
 * for `reason` (a family's check-in answer, or a check-in a coordinator must make by phone), unless a coordinator has
 * closed them. `onlyWhere`: a condition on `a` (a column of `answered`) limiting which of them.
 */
export function flagForAttentionSql(
  answered: string,
  name: string,
  reason: AttentionReason,
  onlyWhere = 'true',
): SqlFragment {
  return {
    sql: `${name} as (
  update finder_request f set attention_reason = ?, attention_since = coalesce(f.attention_since, now())
  from ${answered} a
  where f.id = a.finder_request_id and f.status = 'matched' and (${onlyWhere})
  returning f.id
)`,
    params: [reason],
  };
}

/** A CTE `<name>` taking the requests of `answered` out of the queue again when they were there for `reason`. */
export function clearAttentionSql(answered: string, name: string, reason: AttentionReason): SqlFragment {
  return {
    sql: `${name} as (
  update finder_request f set attention_reason = null, attention_since = null
  from ${answered} a
  where f.id = a.finder_request_id and f.attention_reason = ?
  returning f.id
)`,
    params: [reason],
  };
}

/**
 * Locks the given requests (in key order) for a transaction that matches them, and returns the ids of those still
 * waiting for a physiotherapist: pending and confirmed by the family. The rows are found by their keys alone and
 * their state tested after: given the status beside the ids, the planner may prefer the status index when its
 * statistics say few requests are pending, and then read every pending request (thousands in a burst of lapses).
 */
export async function lockRequestsAwaitingMatch(em: EntityManager, ids: readonly string[]): Promise<Set<string>> {
  const rows = await em.execute<{ id: string; awaiting: boolean }[]>(
    `select id, status = 'pending' and contact_confirmed_at is not null as awaiting
     from finder_request where id in (?) order by id for update`,
    [ids],
  );
  return new Set(rows.filter((row) => row.awaiting).map((row) => row.id));
}

/** A match decided by matching, for recordMatches. */
export interface MatchRecord {
  id: string;
  physiotherapist_id: number;
  /** Monday of the week whose place it holds, `YYYY-MM-DD`. */
  week: string;
  score: unknown;
  alternatives: AlternativeCandidate[];
  decided_at: Date;
  /** The deciding job's trace, which the emails that follow continue (the statement holds many jobs' records). */
  trace_context: TraceCarrier | null;
}

/**
 * Records many matches in one statement with what comes with them: `places`, the CTE body that counts each family in
 * its physiotherapist's week (physiotherapists' addWeeklyPlacesSql over the CTE `matched`, which has the columns
 * `physiotherapist_id` and `week`), the emails' outbox rows, and `offer`, the referral offers (referrals'
 * offerReferralSql over `matched`, with the columns `week` and `trace_context`). For a transaction that locked the requests (lockRequestsAwaitingMatch) and the weeks, and
 * granted only the places the weeks had. Returns the ids matched.
 */
export async function recordMatches(
  em: EntityManager,
  matches: readonly MatchRecord[],
  places: string,
  offer: SqlFragment,
): Promise<string[]> {
  const emails = outboxInsert('matched', 'matched.id', emailsWhenMatched('matched'), {
    traceContextSql: 'matched.trace_context',
  });
  const rows = await em.execute<{ id: string }[]>(
    `with input as (
       select * from json_to_recordset(?::json) as u(id uuid, physiotherapist_id int, week date, score jsonb,
         alternatives jsonb, decided_at timestamptz, trace_context jsonb)
     ), matched as (
       update finder_request f
       set status = 'matched', matched_physiotherapist_id = u.physiotherapist_id, match_score = u.score,
           alternative_candidates = u.alternatives, matched_at = u.decided_at
       from input u
       where f.id = u.id and f.id in (?)
       returning f.id, f.matched_physiotherapist_id, u.physiotherapist_id, f.urgency,
                 ${familyCanBeEmailedSql('f')} as family_can_be_emailed, u.week, u.trace_context
     ), places as (
       ${places}
     ), emails as (
       ${emails.sql}
     ), ${offer.sql}
     select id from matched`,
    [JSON.stringify(matches), matches.map((m) => m.id), ...emails.params, ...offer.params],
  );
  return rows.map((row) => row.id);
}

/**
 * A statement that records a decision for many requests at once (`update … returning id, family_can_be_emailed`,
 * reading its input from `json_to_recordset(?) as u(…, trace_context jsonb)` and the ids again as `in (?)`) with the
 * outbox rows of the emails that follow it, so the decision and its emails commit together. Each record's emails
 * continue the trace of the job that decided it (u.trace_context): the statement holds the records of many jobs.
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

export interface UnmatchedRecord {
  id: string;
  alternatives: AlternativeCandidate[];
  decided_at: Date;
  /** The deciding job's trace, which the emails that follow continue. */
  trace_context: TraceCarrier | null;
}

export interface UnconfirmedRecord extends UnmatchedRecord {
  recommended: number | null;
  score: unknown;
}

const recordMany =
  <T extends { id: string }>(statement: SqlFragment) =>
  async (em: EntityManager, records: readonly T[]): Promise<Set<string>> => {
    const updated = await em.execute<{ id: string }[]>(statement.sql, [
      JSON.stringify(records),
      records.map((record) => record.id),
      ...statement.params,
    ]);
    return new Set(updated.map((row) => row.id));
  };

/** "No match" for many confirmed requests, with the family's email; returns the ids changed (those still pending). */
export const recordUnmatched = recordMany<UnmatchedRecord>(RECORD_UNMATCHED);

/** The recommendation of many unconfirmed requests, with the family's email; returns the ids changed. */
export const recordUnconfirmed = recordMany<UnconfirmedRecord>(RECORD_UNCONFIRMED);

export interface Assignment {
  finderRequestId: string;
  physiotherapistId: number;
  score: string | null;
  matchedAt: Date;
  assignedBy: string;
  overCapacityReason: string | null;
}

/**
 * A coordinator's match and its emails' outbox rows in one statement: the same as after an automatic match. `offer`
 * is the referral offer written with it (referrals' offerReferralSql over the CTE `matched`), so the physiotherapist
 * gets an offer made by the coordinator; the caller builds it, keeping this file free of the referrals module, which
 * builds on this one. A phone-only family (unconfirmed) counts as confirmed by the coordinator's call.
 */
export async function recordFinderRequestAssignment(
  em: EntityManager,
  a: Assignment,
  offer: SqlFragment,
): Promise<void> {
  const emails = outboxInsert('matched', 'matched.id', emailsWhenMatched('matched'));
  await em.execute(
    `with matched as (
       update finder_request
       set status = 'matched', matched_physiotherapist_id = ?, match_score = ?::jsonb, matched_at = ?,
           assigned_by = ?, over_capacity_reason = ?,
           contact_confirmed_at = coalesce(contact_confirmed_at, case when status = 'unconfirmed' then now() end)
       where id = ?
       returning id, matched_physiotherapist_id, urgency,
                 ${familyCanBeEmailedSql('finder_request')} as family_can_be_emailed
     ), emails as (
       ${emails.sql}
     ), ${offer.sql}
     select id from matched`,
    [
      a.physiotherapistId,
      a.score,
      a.matchedAt,
      a.assignedBy,
      a.overCapacityReason,
      a.finderRequestId,
      ...emails.params,
      ...offer.params,
    ],
  );
}

/** A data request's erasure: the requests and their notes, inside the caller's transaction. */
export async function eraseFinderRequests(em: EntityManager, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  // Notes go with their request (the foreign key cascades; deleted here first to say so plainly).
  await em.execute('delete from finder_request_note where finder_request_id in (?)', [requestIds]);
  await em.execute('delete from finder_request where id in (?)', [requestIds]);
}

/** Retention: deletes up to `limit` requests past `expiry` (a rule of retention-policy.ts); returns how many went. */
export async function deleteExpiredFinderRequests(
  em: EntityManager,
  expiry: RetentionExpiry,
  cutoff: Date | string,
  limit: number,
): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `delete from finder_request where ctid in (select ctid from finder_request where ${expiredSql(expiry)} limit ${limit}) returning 1`,
    [cutoff],
  );
  return rows.length;
}

/**
 * The first of these quoted references (id prefixes, see quotedReferencePrefixes) that names a request, for a
 * message that quotes one; null when none does. Each is a range of the primary key, so its index answers.
 */
export async function findFinderRequestIdByReference(em: EntityManager, prefixes: string[]): Promise<string | null> {
  if (prefixes.length === 0) return null;
  // An array bound to ? becomes a list of parameters: one row of values per prefix, in the order quoted.
  const quoted = prefixes.map((_, n) => `(${n}, ?::text)`).join(', ');
  const [row] = await em.execute<{ id: string }[]>(
    `select f.id from (values ${quoted}) as q(n, prefix)
     cross join lateral (
       select r.id from finder_request r
       where r.id between (q.prefix || '00-0000-0000-000000000000')::uuid and (q.prefix || 'ff-ffff-ffff-ffffffffffff')::uuid
       order by r.id limit 1
     ) f
     order by q.n limit 1`,
    prefixes,
  );
  return row?.id ?? null;
}
