import { CONDITION_LABELS, countyLabel, isCondition } from '@physio/api-contract';
import { derivedKeysOf } from '../../config/derived-keys.js';
import type { Env } from '../../config/env.js';
import type { LoadResult, MailSource } from '../../infra/mail/mail-source.js';
import { reachingCountSql } from '../coverage/reachability.read-model.js';
import { unsubscribeUrl } from './unsubscribe-token.js';
import { markWaitlistEntriesNotified, markWaitlistEntryNotified } from './waitlist-entry.repository.js';
import {
  waitlistAlreadyJoined,
  waitlistAreaCovered,
  waitlistJoined,
  type WaitlistAlreadyJoinedData,
  type WaitlistAreaCoveredData,
  type WaitlistJoinedData,
} from './waitlist.email-templates.js';

interface EntryRow {
  id: string;
  name: string;
  email: string;
  district: string;
  condition: string | null;
  notified: boolean;
  covered: boolean | null;
  county: string | null;
  local_authority: string | null;
  postcode: string;
  /** Active physiotherapists who reach the district (null for a district we do not know). */
  physiotherapists: number | null;
}

const ENTRY_COLUMNS = `w.id, w.name, w.email, w.district, w.postcode, w.condition, w.notified, d.covered, d.county,
       d.local_authority, case when d.district is null then null else ${reachingCountSql('d')} end as physiotherapists`;

const SELECT_ENTRY = `
select ${ENTRY_COLUMNS}
from waitlist_entry w left join postcode_district d on d.district = w.district
where w.id = ?`;

const SELECT_ENTRIES = `
select ${ENTRY_COLUMNS}
from waitlist_entry w left join postcode_district d on d.district = w.district
where w.id in (select value::uuid from json_array_elements_text(?::json))`;

const UUID = /^[0-9a-f-]{36}$/i;

/** The area-covered email for an entry, or why there is none. */
function areaCoveredEmail(row: EntryRow | undefined, env: Env): LoadResult<WaitlistAreaCoveredData> {
  if (!row) return { skip: 'entry left the waitlist' };
  if (row.notified) return { skip: 'already notified' };
  if (!row.covered) return { skip: 'district no longer covered' };
  const url = unsubscribeUrl(env.PUBLIC_BASE_URL, derivedKeysOf(env).get('waitlist-links'), row.id);
  const data: WaitlistAreaCoveredData = {
    name: row.name,
    district: row.district,
    // "CR0 (Croydon, London)": the borough says more than London alone.
    county: countyLabel(row),
    postcode: row.postcode,
    physiotherapists: row.physiotherapists ?? 0,
    unsubscribeUrl: url,
  };
  return { to: row.email, data, layout: { unsubscribeUrl: url }, headers: unsubscribeHeaders(url) };
}

function unsubscribeHeaders(url: string): Record<string, string> {
  // RFC 8058: mail providers offer their own unsubscribe button, which POSTs List-Unsubscribe=One-Click to the URL.
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export const waitlistMailSources: MailSource[] = [
  {
    template: waitlistJoined.name,
    async load(em, job, env) {
      if (!UUID.test(job.subjectId)) return { skip: 'not a waitlist entry id' };
      const [row] = await em.execute<EntryRow[]>(SELECT_ENTRY, [job.subjectId]);
      if (!row) return { skip: 'entry left the waitlist' };
      const url = unsubscribeUrl(env.PUBLIC_BASE_URL, derivedKeysOf(env).get('waitlist-links'), row.id);
      const data: WaitlistJoinedData = {
        name: row.name,
        district: row.district,
        conditionLabel: isCondition(row.condition) ? CONDITION_LABELS[row.condition] : null,
        unsubscribeUrl: url,
      };
      return { to: row.email, data, layout: { unsubscribeUrl: url }, headers: unsubscribeHeaders(url) };
    },
  } satisfies MailSource<WaitlistJoinedData> as MailSource,
  {
    template: waitlistAlreadyJoined.name,
    async load(em, job, env) {
      if (!UUID.test(job.subjectId)) return { skip: 'not a waitlist entry id' };
      const [row] = await em.execute<EntryRow[]>(SELECT_ENTRY, [job.subjectId]);
      if (!row) return { skip: 'entry left the waitlist' };
      const url = unsubscribeUrl(env.PUBLIC_BASE_URL, derivedKeysOf(env).get('waitlist-links'), row.id);
      const data: WaitlistAlreadyJoinedData = { name: row.name, district: row.district, unsubscribeUrl: url };
      return { to: row.email, data, layout: { unsubscribeUrl: url }, headers: unsubscribeHeaders(url) };
    },
  } satisfies MailSource<WaitlistAlreadyJoinedData> as MailSource,
  {
    template: waitlistAreaCovered.name,
    async load(em, job, env) {
      if (!UUID.test(job.subjectId)) return { skip: 'not a waitlist entry id' };
      const [row] = await em.execute<EntryRow[]>(SELECT_ENTRY, [job.subjectId]);
      return areaCoveredEmail(row, env);
    },
    async loadMany(em, jobs, env) {
      const ids = jobs.map((job) => job.subjectId).filter((id) => UUID.test(id));
      const rows = ids.length ? await em.execute<EntryRow[]>(SELECT_ENTRIES, [JSON.stringify(ids)]) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return new Map(jobs.map((job) => [job.subjectId, areaCoveredEmail(byId.get(job.subjectId), env)]));
    },
    async afterSent(em, job) {
      await markWaitlistEntryNotified(em, job.subjectId);
    },
    async afterSentMany(em, jobs) {
      await markWaitlistEntriesNotified(
        em,
        jobs.map((job) => job.subjectId),
      );
    },
  } satisfies MailSource<WaitlistAreaCoveredData> as MailSource,
];
