import type { EntityManager } from '@mikro-orm/postgresql';
import type { Condition, DeclineReason, ReferralOfferStatus, Urgency } from '@physio/api-contract';
import { mailRequested } from '../../infra/mail/mail-job.js';
import { outboxInsert, type SqlFragment } from '../../infra/outbox/outbox-insert.js';
import { familyCanBeEmailedSql } from '../finder-notifications/finder.mail-requests.js';
import {
  clearAttentionSql,
  flagForAttentionSql,
  reopenForNextOfferSql,
} from '../finder-requests/finder-request.repository.js';
import { releaseWeeklyPlacesSql } from '../physiotherapists/physiotherapist-weekly-load.repository.js';
import type { DeadlineHours } from './referral-deadlines.js';
import {
  referralAcceptedFamily,
  referralAcceptedPhysio,
  referralContactCheckFamily,
  referralContactReminderPhysio,
  referralOffer,
  referralVisitCheckFamily,
} from './referral.email-templates.js';

/**
 * Every statement that writes `referral_offer` (see table-owners.ts). An offer's life:
 * - offered (`open`) by matching or a coordinator, in the statement that records the match (offerReferralSql), with
 *   the place in the physiotherapist's week that the same statement reserved, and the offer email's outbox row;
 * - `accepted` by its link before the reply deadline: the physiotherapist and the family get their emails;
 * - `declined` by its link, or `lapsed` by the deadline check: the place is given back and the request goes back to
 *   matching, which leaves out everyone already offered it (and, after two such offers, passes it to a coordinator).
 * Each transition is one statement guarded by the offer's status, so a link clicked twice or a check run twice by
 * two workers changes nothing twice.
 */

/** SQL: now() plus the hours that an urgency (`urgencySql`, an expression) allows. */
export function deadlineSql(urgencySql: string, hours: DeadlineHours): SqlFragment {
  return {
    sql: `now() + make_interval(secs => (case ${urgencySql} when 'urgent' then ?::float8 when 'soon' then ?::float8 else ?::float8 end) * 3600)`,
    params: [hours.urgent, hours.soon, hours.flexible],
  };
}

/**
 * CTEs `offered` and `offered_email`, to follow a CTE `matched` (`id`, `matched_physiotherapist_id`, `urgency` per
 * request just matched): an open offer per row, holding the place of `week`, and its email to the physiotherapist.
 * `week` is a date, or a column of `matched` for a statement that matches many requests at once, where each row also
 * names the trace its email continues (`traceContextColumn`). Should a request somehow have a live offer already, the
 * unique index refuses the whole statement.
 */
export function offerReferralSql(
  matched: string,
  offer: {
    week: string | { column: string };
    offeredBy: string | null;
    replyHours: DeadlineHours;
    traceContextColumn?: string;
  },
): SqlFragment {
  const replyBy = deadlineSql('m.urgency', offer.replyHours);
  const email = offer.traceContextColumn
    ? outboxInsert(
        `offered join ${matched} m on m.id = offered.finder_request_id`,
        'offered.id',
        [mailRequested(referralOffer.name, 'physio', { recipientIdSql: 'offered.physiotherapist_id' })],
        { traceContextSql: `m.${offer.traceContextColumn}` },
      )
    : outboxInsert('offered', 'offered.id', [
        mailRequested(referralOffer.name, 'physio', { recipientIdSql: 'offered.physiotherapist_id' }),
      ]);
  const week =
    typeof offer.week === 'string'
      ? { sql: '?::date', params: [offer.week] }
      : { sql: `m.${offer.week.column}`, params: [] };
  return {
    sql: `offered as (
  insert into referral_offer (id, finder_request_id, physiotherapist_id, week_start, status, offered_at, offered_by, reply_by)
  select gen_random_uuid(), m.id, m.matched_physiotherapist_id, ${week.sql}, 'open', now(), ?::text, ${replyBy.sql}
  from ${matched} m
  returning id, finder_request_id, physiotherapist_id
), offered_email as (
  ${email.sql}
)`,
    params: [...week.params, offer.offeredBy, ...replyBy.params, ...email.params],
  };
}

const ACCEPTED_EMAILS = outboxInsert('accepted', 'accepted.id', [
  mailRequested(referralAcceptedPhysio.name, 'physio', { recipientIdSql: 'accepted.physiotherapist_id' }),
  mailRequested(referralAcceptedFamily.name, 'family', { when: 'accepted.family_can_be_emailed' }),
]);

/**
 * Accepts an open offer before its deadline, with the physiotherapist's plan if given; the contact deadline counts
 * from now. False when it was not open (answered, lapsed, withdrawn) or its deadline has passed.
 */
export async function acceptOffer(
  em: EntityManager,
  offerId: string,
  plan: { firstCallAt: Date | null; firstVisitOn: string | null },
  contactHours: DeadlineHours,
): Promise<boolean> {
  const contactBy = deadlineSql('r.urgency', contactHours);
  const rows = await em.execute<{ id: string }[]>(
    `with accepted as (
       update referral_offer o
       set status = 'accepted', answered_at = now(), contact_by = ${contactBy.sql}, first_call_at = ?, first_visit_on = ?::date
       from finder_request r
       where o.id = ? and o.status = 'open' and o.reply_by > now() and r.id = o.finder_request_id
       returning o.id, o.physiotherapist_id, ${familyCanBeEmailedSql('r')} as family_can_be_emailed
     ), emails as (
       ${ACCEPTED_EMAILS.sql}
     )
     select id from accepted`,
    [...contactBy.params, plan.firstCallAt, plan.firstVisitOn, offerId, ...ACCEPTED_EMAILS.params],
  );
  return rows.length > 0;
}

/** An accepted offer's plan, given later; what is not given stays. False when the offer is not accepted. */
export async function updateOfferPlan(
  em: EntityManager,
  offerId: string,
  plan: { firstCallAt: Date | null; firstVisitOn: string | null },
): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update referral_offer set first_call_at = coalesce(?, first_call_at), first_visit_on = coalesce(?::date, first_visit_on)
     where id = ? and status = 'accepted' returning id`,
    [plan.firstCallAt, plan.firstVisitOn, offerId],
  );
  return rows.length > 0;
}

/**
 * Ends the open offers that `selection` (SQL giving offer ids) picks, gives their places back and puts their
 * requests back to matching, in one statement. Returns the offers it ended.
 */
function endOffers(
  status: Extract<ReferralOfferStatus, 'declined' | 'lapsed'>,
  selection: SqlFragment,
  decline: { reason: DeclineReason; note: string | null } | null,
): SqlFragment {
  const reopen = reopenForNextOfferSql('ended', 'reopened');
  return {
    sql: `with ended as (
  update referral_offer o
  set status = ?, answered_at = case when ? = 'declined' then now() else o.answered_at end,
      decline_reason = ?, decline_note = ?
  where o.status = 'open' and o.id in (${selection.sql})
  returning o.id, o.finder_request_id, o.physiotherapist_id, o.week_start
), released as (
  ${releaseWeeklyPlacesSql('ended')}
), ${reopen.sql}
select id, finder_request_id from ended`,
    params: [status, status, decline?.reason ?? null, decline?.note ?? null, ...selection.params, ...reopen.params],
  };
}

/**
 * A coordinator closed or cancelled the request: its open offer is withdrawn and its place given back, in the
 * coordinator's transaction, so the physiotherapist can no longer accept it and nothing offers it again. An accepted
 * offer stays (the physiotherapist already has the family's details). Returns how many were withdrawn.
 */
export async function withdrawOpenOffers(em: EntityManager, finderRequestId: string): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `with ended as (
       update referral_offer set status = 'withdrawn', answered_at = now()
       where finder_request_id = ? and status = 'open'
       returning id, physiotherapist_id, week_start
     ), released as (
       ${releaseWeeklyPlacesSql('ended')}
     )
     select id from ended`,
    [finderRequestId],
  );
  return rows.length;
}

/** Declines an open offer before its deadline. False when it was not open or its deadline has passed. */
export async function declineOffer(
  em: EntityManager,
  offerId: string,
  decline: { reason: DeclineReason; note: string | null },
): Promise<boolean> {
  const statement = endOffers(
    'declined',
    { sql: 'select id from referral_offer where id = ? and reply_by > now()', params: [offerId] },
    decline,
  );
  const rows = await em.execute<unknown[]>(statement.sql, statement.params);
  return rows.length > 0;
}

/**
 * Lapses up to `limit` open offers past their reply deadline, oldest deadline first. Rows another worker is lapsing
 * are skipped (SKIP LOCKED), so workers share a burst without waiting on each other. Returns how many lapsed.
 */
export async function lapseDueOffers(em: EntityManager, limit: number): Promise<number> {
  const statement = endOffers(
    'lapsed',
    {
      sql: `select id from referral_offer where status = 'open' and reply_by <= now()
            order by reply_by limit ? for update skip locked`,
      params: [limit],
    },
    null,
  );
  const rows = await em.execute<unknown[]>(statement.sql, statement.params);
  return rows.length;
}

/** A family no email can ask (phone only, with consent): the request goes to the coordinators, who call instead. */
/**
 * The two check-ins, which differ only in when an offer is due, which column marks it asked, the email and the reason
 * a phone-only family goes to the coordinators (no email can ask them, so a coordinator calls).
 */
const CHECK_INS = {
  contact: {
    due: 'contact_check_at is null and contact_by <= now()',
    order: 'contact_by',
    askedColumn: 'contact_check_at',
    email: referralContactCheckFamily.name,
    call: 'call-family-contact-check',
  },
  visit: {
    // Parameter: today (London): asked the day after the first visit's date.
    due: 'visit_check_at is null and first_visit_on < ?::date',
    order: 'first_visit_on',
    askedColumn: 'visit_check_at',
    email: referralVisitCheckFamily.name,
    call: 'call-family-visit-check',
  },
} as const;

function askFamiliesSql(question: keyof typeof CHECK_INS): SqlFragment {
  const q = CHECK_INS[question];
  const email = outboxInsert('asked', 'asked.id', [
    mailRequested(q.email, 'family', { when: 'asked.family_can_be_emailed' }),
  ]);
  const call = flagForAttentionSql('asked', 'calls', q.call, 'not a.family_can_be_emailed and a.family_can_be_called');
  return {
    sql: `with due as (
       select id from referral_offer
       where status = 'accepted' and ${q.due}
       order by ${q.order} limit ? for update skip locked
     ), asked as (
       update referral_offer o set ${q.askedColumn} = now()
       from due, finder_request r
       where o.id = due.id and r.id = o.finder_request_id
       returning o.id, o.finder_request_id, ${familyCanBeEmailedSql('r')} as family_can_be_emailed,
                 r.contact_phone is not null and r.consent_given_at is not null as family_can_be_called
     ), emails as (
       ${email.sql}
     ), ${call.sql}
     select id from asked`,
    params: [...email.params, ...call.params],
  };
}

const ASK_ABOUT_CONTACT = askFamiliesSql('contact');
const ASK_ABOUT_VISIT = askFamiliesSql('visit');

/**
 * Asks the families whose physiotherapist's contact deadline has come "Has <name> been in touch?" (once per offer:
 * the offer is marked asked in the statement that writes the email's outbox row). Up to `limit`, SKIP LOCKED.
 */
export async function askFamiliesAboutContact(em: EntityManager, limit: number): Promise<number> {
  const rows = await em.execute<unknown[]>(ASK_ABOUT_CONTACT.sql, [limit, ...ASK_ABOUT_CONTACT.params]);
  return rows.length;
}

/** The day after the first visit's date (`today`, London): "Did the first visit happen?", once per offer. */
export async function askFamiliesAboutVisit(em: EntityManager, today: string, limit: number): Promise<number> {
  const rows = await em.execute<unknown[]>(ASK_ABOUT_VISIT.sql, [today, limit, ...ASK_ABOUT_VISIT.params]);
  return rows.length;
}

const REMINDER_EMAIL = outboxInsert('answered', 'answered.id', [
  mailRequested(referralContactReminderPhysio.name, 'physio', { recipientIdSql: 'answered.physiotherapist_id' }),
]);

/**
 * The family's answer to "Has <name> been in touch?". Not yet: the request goes back to the coordinators' queue and
 * the physiotherapist is reminded (once); yes (even after a "not yet"): it leaves the queue again. False when the
 * offer is not accepted (withdrawn since).
 */
export async function recordContactAnswer(em: EntityManager, offerId: string, contacted: boolean): Promise<boolean> {
  const queue = contacted
    ? clearAttentionSql('answered', 'queued', 'family-not-contacted')
    : flagForAttentionSql('answered', 'queued', 'family-not-contacted');
  const rows = await em.execute<unknown[]>(
    `with answered as (
       update referral_offer set family_contacted = ?, contact_answered_at = now()
       where id = ? and status = 'accepted' and contact_check_at is not null
       returning id, finder_request_id, physiotherapist_id
     ), ${queue.sql}${
       contacted
         ? ''
         : `, reminder as (
${REMINDER_EMAIL.sql}
)`
     }
     select id from answered`,
    [contacted, offerId, ...queue.params, ...(contacted ? [] : REMINDER_EMAIL.params)],
  );
  return rows.length > 0;
}

/** The family's answer to "Did the first visit happen?": yes, the parent is in care; no, back to the coordinators. */
export async function recordVisitAnswer(em: EntityManager, offerId: string, happened: boolean): Promise<boolean> {
  const queue = happened
    ? clearAttentionSql('answered', 'queued', 'visit-did-not-happen')
    : flagForAttentionSql('answered', 'queued', 'visit-did-not-happen');
  const rows = await em.execute<unknown[]>(
    `with answered as (
       update referral_offer set visit_happened = ?, visit_answered_at = now()
       where id = ? and status = 'accepted' and visit_check_at is not null
       returning id, finder_request_id
     ), ${queue.sql}
     select id from answered`,
    [happened, offerId, ...queue.params],
  );
  return rows.length > 0;
}

/** What an offer's page shows. The family's details are read only once the offer is accepted. */
export interface OfferForPage {
  id: string;
  status: ReferralOfferStatus;
  finder_request_id: string;
  physiotherapist_id: number;
  physiotherapist_name: string;
  condition: Condition;
  urgency: Urgency;
  district: string;
  additional_info: string | null;
  offered_at: Date;
  reply_by: Date;
  contact_by: Date | null;
  first_call_at: Date | null;
  first_visit_on: string | null;
  family_name: string | null;
  family_email: string | null;
  family_phone: string | null;
  family_contacted: boolean | null;
  visit_happened: boolean | null;
}

export async function offerForPage(em: EntityManager, offerId: string): Promise<OfferForPage | undefined> {
  const [row] = await em.execute<OfferForPage[]>(
    `select o.id, o.status, o.finder_request_id, o.physiotherapist_id, p.name as physiotherapist_name, r.condition,
            r.urgency, r.district, r.additional_info, o.offered_at, o.reply_by, o.contact_by, o.first_call_at,
            to_char(o.first_visit_on, 'YYYY-MM-DD') as first_visit_on,
            case when o.status = 'accepted' then r.contact_name end as family_name,
            case when o.status = 'accepted' then r.contact_email end as family_email,
            case when o.status = 'accepted' then r.contact_phone end as family_phone,
            o.family_contacted, o.visit_happened
     from referral_offer o
     join finder_request r on r.id = o.finder_request_id
     join physiotherapist p on p.id = o.physiotherapist_id
     where o.id = ?`,
    [offerId],
  );
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads for the family's result page and the coordinators' views (kept apart from the writes above).
// ---------------------------------------------------------------------------------------------------------------

/**
 * SQL: `left join referral_offer <alias>` on the live offer (open or accepted) of request `<request>` to the
 * physiotherapist it is matched with; at most one row (the one-live index). Declined, lapsed and withdrawn offers
 * never join: the family sees only where the request stands now.
 */
export function liveOfferJoinSql(request: string, alias: string): string {
  return `left join referral_offer ${alias} on ${alias}.finder_request_id = ${request}.id
  and ${alias}.status in ('open', 'accepted') and ${alias}.physiotherapist_id = ${request}.matched_physiotherapist_id`;
}

/**
 * SQL, true when request `<request>` has an offer still open past its reply deadline: the physiotherapist has not
 * answered in time and the deadline monitor has not lapsed it yet (it is behind, or stopped). The due index serves it.
 */
export function openOfferPastReplyDeadlineSql(request: string): string {
  return `exists (select 1 from referral_offer due where due.finder_request_id = ${request}.id
    and due.status = 'open' and due.reply_by <= now())`;
}

/**
 * SQL, the requests (finder_request_id) with an offer still open past its reply deadline: the due index's own rows, so
 * a count of them reads no more than the overdue offers.
 */
export const OPEN_OFFERS_PAST_REPLY_DEADLINE_SQL = `select due.finder_request_id from referral_offer due
  where due.status = 'open' and due.reply_by <= now()`;

/**
 * SQL, the deadline of request `<request>`'s live offer: its reply deadline while open; once accepted, the contact
 * deadline, or the first visit's day (its start in UK time). Null without a live offer, or with no visit day planned.
 */
export function liveOfferDeadlineSql(request: string, deadline: 'reply' | 'contact' | 'visit'): string {
  const column = {
    reply: `due.reply_by`,
    contact: `due.contact_by`,
    visit: `due.first_visit_on::timestamp at time zone 'Europe/London'`,
  }[deadline];
  const status = deadline === 'reply' ? 'open' : 'accepted';
  return `(select ${column} from referral_offer due where due.finder_request_id = ${request}.id
    and due.status = '${status}' limit 1)`;
}

/** An offer as the coordinators' timeline shows it, with the physiotherapist's name. */
export interface OfferForOps {
  id: string;
  finder_request_id: string;
  physiotherapist_id: number;
  physiotherapist_name: string;
  status: ReferralOfferStatus;
  offered_at: Date;
  offered_by: string | null;
  reply_by: Date;
  answered_at: Date | null;
  decline_reason: DeclineReason | null;
  decline_note: string | null;
  contact_by: Date | null;
  first_call_at: Date | null;
  first_visit_on: string | null;
  contact_check_at: Date | null;
  family_contacted: boolean | null;
  contact_answered_at: Date | null;
  visit_check_at: Date | null;
  visit_happened: boolean | null;
  visit_answered_at: Date | null;
}

/**
 * A page of offers for the dashboard, those of one request and/or one physiotherapist (each served by its index),
 * in the order given (`orderBy`, an `order by` over the columns of `o` built from a whitelist), and how many match.
 */
export async function listOffersForOps(
  em: EntityManager,
  filter: { finderRequestId?: string; physiotherapistId?: number },
  page: { orderBy: string; offset: number; limit: number },
): Promise<{ rows: OfferForOps[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.finderRequestId !== undefined) {
    where.push('o.finder_request_id = ?');
    params.push(filter.finderRequestId);
  }
  if (filter.physiotherapistId !== undefined) {
    where.push('o.physiotherapist_id = ?');
    params.push(filter.physiotherapistId);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const rows = await em.execute<OfferForOps[]>(
    `select o.id, o.finder_request_id, o.physiotherapist_id, p.name as physiotherapist_name, o.status, o.offered_at,
              o.offered_by, o.reply_by, o.answered_at, o.decline_reason, o.decline_note, o.contact_by, o.first_call_at,
              to_char(o.first_visit_on, 'YYYY-MM-DD') as first_visit_on, o.contact_check_at, o.family_contacted,
              o.contact_answered_at, o.visit_check_at, o.visit_happened, o.visit_answered_at
       from referral_offer o join physiotherapist p on p.id = o.physiotherapist_id
       ${whereSql} ${page.orderBy} limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
  const [{ total }] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from referral_offer o ${whereSql}`,
    params,
  );
  return { rows, total };
}

/** A physiotherapist's offers since a time: counts by outcome, declines by reason, and the median answer time. */
export interface OfferSummaryFigures {
  offered: number;
  open: number;
  accepted: number;
  declined: number;
  lapsed: number;
  withdrawn: number;
  median_seconds_to_answer: number | null;
  declined_by_reason: Partial<Record<DeclineReason, number>>;
}

export async function offerSummaryForPhysiotherapist(
  em: EntityManager,
  physiotherapistId: number,
  since: Date,
): Promise<OfferSummaryFigures> {
  // Both read the physiotherapist's offers in the window through referral_offer_physiotherapist_index.
  const [row] = await em.execute<
    (Omit<OfferSummaryFigures, 'median_seconds_to_answer' | 'declined_by_reason'> & {
      median: string | number | null;
    })[]
  >(
    `select count(*)::int as offered,
            count(*) filter (where status = 'open')::int as open,
            count(*) filter (where status = 'accepted')::int as accepted,
            count(*) filter (where status = 'declined')::int as declined,
            count(*) filter (where status = 'lapsed')::int as lapsed,
            count(*) filter (where status = 'withdrawn')::int as withdrawn,
            percentile_cont(0.5) within group (order by extract(epoch from answered_at - offered_at))
              filter (where status in ('accepted', 'declined') and answered_at is not null) as median
     from referral_offer where physiotherapist_id = ? and offered_at >= ?`,
    [physiotherapistId, since],
  );
  const reasons = await em.execute<{ decline_reason: DeclineReason; n: number }[]>(
    `select decline_reason, count(*)::int as n from referral_offer
     where physiotherapist_id = ? and offered_at >= ? and status = 'declined' and decline_reason is not null
     group by decline_reason`,
    [physiotherapistId, since],
  );
  return {
    offered: row.offered,
    open: row.open,
    accepted: row.accepted,
    declined: row.declined,
    lapsed: row.lapsed,
    withdrawn: row.withdrawn,
    median_seconds_to_answer: row.median === null ? null : Number(row.median),
    declined_by_reason: Object.fromEntries(reasons.map((r) => [r.decline_reason, r.n])),
  };
}
