import type { EntityManager } from '@mikro-orm/postgresql';
import { mailRequested } from '../../infra/mail/mail-job.js';
import { outboxInsert } from '../../infra/outbox/outbox-insert.js';
import {
  OPS_PHYSIOTHERAPIST_BODY_FIELDS as PHYSIOTHERAPIST_BODY_FIELDS,
  type OpsPhysiotherapistBody,
} from '@physio/api-contract';

/**
 * Every statement that writes `physiotherapist` and `physiotherapist_weekly_load` (see table-owners.ts), each joining
 * the caller's transaction, here and in physiotherapist-weekly-load.repository.ts (the places that matching and a
 * coordinator's assignment take in a week, and that ended offers give back).
 */

const ARRAY_FIELDS = new Set<string>(['specialties', 'areas', 'qualifications', 'languages']);
// A list bound to ? would become several parameters: lists travel as JSON and become text[] in SQL.
const TEXT_ARRAY = 'array(select jsonb_array_elements_text(?::jsonb))';
const placeholder = (field: string) => (ARRAY_FIELDS.has(field) ? TEXT_ARRAY : '?');
const columns = PHYSIOTHERAPIST_BODY_FIELDS.join(', ');
const placeholders = PHYSIOTHERAPIST_BODY_FIELDS.map(placeholder).join(', ');
const assignments = PHYSIOTHERAPIST_BODY_FIELDS.map((f) => `${f} = ${placeholder(f)}`).join(', ');

// An optional field left out of the body (a client older than the field) is stored as null.
const valuesOf = (body: OpsPhysiotherapistBody) =>
  PHYSIOTHERAPIST_BODY_FIELDS.map((f) => (ARRAY_FIELDS.has(f) ? JSON.stringify(body[f]) : (body[f] ?? null)));

/** Returns the new physiotherapist's id. */
export async function insertPhysiotherapist(em: EntityManager, body: OpsPhysiotherapistBody): Promise<number> {
  const [created] = await em.execute<{ id: number }[]>(
    `insert into physiotherapist (${columns}, created_at, updated_at) values (${placeholders}, now(), now()) returning id`,
    valuesOf(body),
  );
  return created.id;
}

export async function updatePhysiotherapist(
  em: EntityManager,
  id: number,
  body: OpsPhysiotherapistBody,
): Promise<void> {
  await em.execute(`update physiotherapist set ${assignments}, updated_at = now() where id = ?`, [
    ...valuesOf(body),
    id,
  ]);
}

/** Deletes a physiotherapist never matched with anyone, and their weekly load. */
export async function deletePhysiotherapist(em: EntityManager, id: number): Promise<void> {
  await em.execute('delete from physiotherapist_weekly_load where physiotherapist_id = ?', [id]);
  await em.execute('delete from physiotherapist where id = ?', [id]);
}

/** What a physiotherapist may change themselves from their availability page. */
export interface Availability {
  offersPausedUntil: string | null;
  weeklyCapacity: number;
  travelRadiusMiles: number;
}

/** A physiotherapist's own change to their availability; false when they are not (or no longer) active. */
export async function updatePhysiotherapistAvailability(
  em: EntityManager,
  id: number,
  availability: Availability,
): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    `update physiotherapist
     set offers_paused_until = ?::date, weekly_capacity = ?, travel_radius_miles = ?, updated_at = now()
     where id = ? and active returning id`,
    [availability.offersPausedUntil, availability.weeklyCapacity, availability.travelRadiusMiles, id],
  );
  return rows.length > 0;
}

/** The email with a link to the availability page: at most one a day for each physiotherapist (the day is in its key). */
export const AVAILABILITY_LINK_TEMPLATE = 'physio-availability-link';

const LINK_EMAIL = outboxInsert('found', 'found.id', [
  mailRequested(AVAILABILITY_LINK_TEMPLATE, 'physio', { recipientIdSql: `to_char(current_date, 'YYYY-MM-DD')` }),
]);

/**
 * Someone asked for the availability link with this address: if it is an active physiotherapist's, their email is
 * asked for (one statement: the lookup and the outbox row). Says nothing about whether it was.
 */
export async function askForAvailabilityLink(em: EntityManager, email: string): Promise<void> {
  await em.execute(
    `with found as (select id from physiotherapist where lower(contact_email) = lower(?) and active limit 1)
     ${LINK_EMAIL.sql}`,
    [email, ...LINK_EMAIL.params],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// A coordinator's pause of new offers (kept apart from the record's writes above).
// ---------------------------------------------------------------------------------------------------------------

/**
 * No new offers up to and including `until` (yyyy-mm-dd), or none paused (null): matching reads
 * `offers_paused_until`. False when there is no such physiotherapist.
 */
export async function setOffersPausedUntil(em: EntityManager, id: number, until: string | null): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    'update physiotherapist set offers_paused_until = ?::date, updated_at = now() where id = ? returning id',
    [until, id],
  );
  return rows.length > 0;
}

/** Names by id, for showing which physiotherapist a record is (the audit log resolves its rows with it). */
export async function physiotherapistNames(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ id: number; name: string }[]>(
    'select id, name from physiotherapist where id in (?)',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
