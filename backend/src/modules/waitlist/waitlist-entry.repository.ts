import type { EntityManager } from '@mikro-orm/postgresql';
import { MAIL_REQUESTED, mailRequested } from '../../infra/mail/mail-job.js';
import { outboxInsert } from '../../infra/outbox/outbox-insert.js';
import { DEMAND_WAITLIST_JOINED } from '../demand/demand.events.js';
import { waitlistAlreadyJoined, waitlistAreaCovered, waitlistJoined } from './waitlist.email-templates.js';
import { WAITLIST_ROW_COLUMNS, type WaitlistRecord } from './waitlist-records.js';

/**
 * Every statement that writes `waitlist_entry` (see table-owners.ts), each joining the caller's transaction, and
 * the waitlist's figures other modules read (a coverage change's progress).
 */

const EVENTS = outboxInsert('inserted', 'inserted.id', [
  mailRequested(waitlistJoined.name, 'joiner'),
  { topic: DEMAND_WAITLIST_JOINED },
]);

/**
 * The entry and its two outbox events (confirmation email, demand count) in ONE statement, so they are
 * written together or not at all. A second join with the same email in the same district inserts nothing
 * (unique key), so it writes none of these events.
 */
const INSERT_ENTRY = `
with inserted as (
  insert into waitlist_entry
    (id, name, email, email_normalised, postcode, district, area, condition, visitor_key, notified, created_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, false, now())
  on conflict (email_normalised, district) do nothing
  returning id
), events as (
  ${EVENTS.sql}
)
select id from inserted`;

export interface NewWaitlistEntry {
  id: string;
  name: string;
  email: string;
  emailNormalised: string;
  postcode: string;
  district: string;
  area: string;
  condition: string | null;
  visitorKey: string | null;
}

/** True when the entry was written; false when this email was already on the list for this district. */
export async function insertWaitlistEntry(em: EntityManager, entry: NewWaitlistEntry): Promise<boolean> {
  const created = await em.execute<{ id: string }[]>(INSERT_ENTRY, [
    entry.id,
    entry.name,
    entry.email,
    entry.emailNormalised,
    entry.postcode,
    entry.district,
    entry.area,
    entry.condition,
    entry.visitorKey,
    ...EVENTS.params,
  ]);
  return created.length > 0;
}

/**
 * Someone already on the list for this district: they get a short "you are already on the list" email. Its
 * idempotency key carries the day (as the recipient id), so however often the form is sent with their address,
 * the entry gets at most one such email a day.
 */
export async function requestAlreadyJoinedEmail(
  em: EntityManager,
  emailNormalised: string,
  district: string,
  day: string,
): Promise<void> {
  const event = outboxInsert('existing', 'existing.id', [
    {
      topic: MAIL_REQUESTED,
      payload: { template: waitlistAlreadyJoined.name, recipientRole: 'joiner', recipientId: day },
    },
  ]);
  await em.execute(
    `with existing as (select id from waitlist_entry where email_normalised = ? and district = ?)\n${event.sql}`,
    [emailNormalised, district, ...event.params],
  );
}

/** The leave link: true when an entry was deleted. */
export async function deleteWaitlistEntry(em: EntityManager, id: string): Promise<boolean> {
  const deleted = await em.execute<{ id: string }[]>('delete from waitlist_entry where id = ? returning id', [id]);
  return deleted.length > 0;
}

/** A coordinator's removal: the removed entry as the dashboard shows it, or undefined when there was none. */
export async function removeWaitlistEntry(em: EntityManager, id: string): Promise<WaitlistRecord | undefined> {
  const [row] = await em.execute<WaitlistRecord[]>(
    `with removed as (delete from waitlist_entry where id = ? returning *)
     select ${WAITLIST_ROW_COLUMNS} from removed w left join postcode_district d on d.district = w.district`,
    [id],
  );
  return row;
}

/** A data request's erasure, inside the caller's transaction. */
export async function eraseWaitlistEntries(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length) await em.execute('delete from waitlist_entry where id in (?)', [ids]);
}

/**
 * A page of the not-yet-notified entries of newly covered districts, each marked with the change and its area-covered
 * email asked for (a `mail.requested` outbox row, relayed in batches of up to 100), in one statement.
 */
export async function takeOnWaitlistPage(
  em: EntityManager,
  districts: string[],
  after: string,
  pageSize: number,
  coverageChangeId: string,
): Promise<{ id: string }[]> {
  return em.execute<{ id: string }[]>(
    `with page as (
       select w.id from waitlist_entry w join postcode_district d on d.district = w.district and d.covered
       where w.district in (?) and not w.notified and w.id > ? order by w.id limit ?
     ), marked as (
       update waitlist_entry w set coverage_change_id = ? from page where w.id = page.id returning w.id
     ), emails as (
       ${AREA_COVERED_EMAIL.sql}
     )
     select id from marked`,
    [districts, after, pageSize, coverageChangeId, ...AREA_COVERED_EMAIL.params],
  );
}

const AREA_COVERED_EMAIL = outboxInsert('marked', 'marked.id', [
  mailRequested(waitlistAreaCovered.name, 'joiner', { batch: true }),
]);

/** Marks entries notified once their area-covered email is sent (in the transaction that marks the email sent). */
export async function markWaitlistEntryNotified(em: EntityManager, id: string): Promise<void> {
  await em.execute('update waitlist_entry set notified = true, notified_at = now() where id = ? and not notified', [
    id,
  ]);
}

export async function markWaitlistEntriesNotified(em: EntityManager, ids: string[]): Promise<void> {
  await em.execute(
    `update waitlist_entry set notified = true, notified_at = now()
     where id in (select value::uuid from json_array_elements_text(?::json)) and not notified`,
    [JSON.stringify(ids)],
  );
}

/**
 * A coverage change's waitlist progress, as a lateral subquery over the change `ch` (coverage's list of changes):
 * entries taken on, those emailed (notified), and those whose area-covered email was given up (the email log says
 * failed or skipped). One parameter, given in `params`. The waitlist owns what "emailed" means, and its template's
 * name: coverage asks here rather than reading them itself.
 */
export const WAITLIST_PROGRESS_OF_CHANGE = {
  sql: `(
  select count(*)::int as taken,
         count(*) filter (where w.notified)::int as emailed,
         count(*) filter (where not w.notified and exists (
           select 1 from email_log l
           where l.template = ? and l.subject_id = w.id::text and l.status in ('failed', 'skipped')))::int as not_sent
  from waitlist_entry w where w.coverage_change_id = ch.id
)`,
  params: [waitlistAreaCovered.name] as unknown[],
};

/**
 * How many entries a coverage change has still to take on, as a lateral subquery over the change `ch`: entries of
 * its districts not yet taken on by any change, not notified, joined before the change, in a district still covered.
 */
export const WAITLIST_WAITING_FOR_CHANGE_SQL = `(
  select count(*)::int as waiting
  from waitlist_entry w join postcode_district d on d.district = w.district and d.covered
  where w.district = any(ch.districts) and not w.notified and w.coverage_change_id is null
    and w.created_at <= ch.created_at
)`;

/** How many entries of some districts (one parameter: the list) are not notified yet, as a scalar subquery. */
export const WAITLIST_NOT_NOTIFIED_IN_DISTRICTS_SQL = `(select count(*)::int from waitlist_entry w where w.district in (?) and not w.notified)`;

/** How many entries of the district `district` (an SQL expression) are not notified yet, as a scalar subquery. */
export function waitlistNotNotifiedInDistrictSql(district: string): string {
  return `(select count(*)::int from waitlist_entry w where w.district = ${district} and not w.notified)`;
}

/** Entries not notified yet per district (`district`, `n`), for a WITH item. */
export const WAITLIST_NOT_NOTIFIED_BY_DISTRICT_SQL = `select district, count(*)::int as n from waitlist_entry where not notified group by district`;

/**
 * Entries not notified yet per district and condition (`district`, `condition`, `waiting`), as a FROM item's query:
 * with `byCondition` the condition (unknown when none was given), else null; with `oneCondition`, only that condition
 * (one parameter, the caller's).
 */
export function waitlistWaitingByDistrictSql(byCondition: boolean, oneCondition: boolean): string {
  return `select district, ${byCondition ? "coalesce(condition, 'unknown')" : 'null::text'} as condition, count(*) as waiting
            from waitlist_entry
            where not notified ${oneCondition ? "and coalesce(condition, 'unknown') = ?" : ''}
            group by 1, 2`;
}

/** One entry as a demand source (demand counts each join once): id, district, area, condition, when, visitor key. */
export const WAITLIST_ENTRY_AS_DEMAND_SOURCE_SQL = `select id::text, district, area, condition, created_at as at, visitor_key from waitlist_entry where id = ?`;
