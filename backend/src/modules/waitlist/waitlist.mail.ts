import { CONDITION_LABELS, isCondition } from '@physio/api-contract';
import type { MailSource } from '../mail/mail-source.js';
import type { WaitlistAreaCoveredData, WaitlistJoinedData } from '../mail/templates/catalogue.js';
import { unsubscribeUrl } from './unsubscribe-token.js';

interface EntryRow {
  id: string;
  name: string;
  email: string;
  district: string;
  condition: string | null;
  notified: boolean;
  covered: boolean | null;
  county: string | null;
}

const SELECT_ENTRY = `
select w.id, w.name, w.email, w.district, w.condition, w.notified, d.covered, d.county
from waitlist_entry w left join postcode_district d on d.district = w.district
where w.id = ?`;

const UUID = /^[0-9a-f-]{36}$/i;

function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>` };
}

export const waitlistMailSources: MailSource[] = [
  {
    template: 'waitlist-joined',
    async load(em, job, env) {
      if (!UUID.test(job.subjectId)) return { skip: 'not a waitlist entry id' };
      const [row] = await em.execute<EntryRow[]>(SELECT_ENTRY, [job.subjectId]);
      if (!row) return { skip: 'entry left the waitlist' };
      const url = unsubscribeUrl(env.PUBLIC_BASE_URL, env.LINK_SIGNING_SECRET, row.id);
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
    template: 'waitlist-area-covered',
    async load(em, job, env) {
      if (!UUID.test(job.subjectId)) return { skip: 'not a waitlist entry id' };
      const [row] = await em.execute<EntryRow[]>(SELECT_ENTRY, [job.subjectId]);
      if (!row) return { skip: 'entry left the waitlist' };
      if (row.notified) return { skip: 'already notified' };
      if (!row.covered) return { skip: 'district no longer covered' };
      const url = unsubscribeUrl(env.PUBLIC_BASE_URL, env.LINK_SIGNING_SECRET, row.id);
      const data: WaitlistAreaCoveredData = { name: row.name, district: row.district, county: row.county, unsubscribeUrl: url };
      return { to: row.email, data, layout: { unsubscribeUrl: url }, headers: unsubscribeHeaders(url) };
    },
    async afterSent(em, job) {
      await em
        .execute('update waitlist_entry set notified = true, notified_at = now() where id = ? and not notified', [job.subjectId]);
    },
  } satisfies MailSource<WaitlistAreaCoveredData> as MailSource,
];
