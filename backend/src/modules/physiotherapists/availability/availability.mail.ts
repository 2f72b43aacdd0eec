import { derivedKeysOf } from '../../../config/derived-keys.js';
import type { MailSource } from '../../../infra/mail/mail-source.js';
import { availabilityUrl } from './availability-links.js';
import { availabilityLink, type AvailabilityLinkData } from './availability.email-templates.js';

export const availabilityMailSources: MailSource[] = [
  {
    template: availabilityLink.name,
    async load(em, job, env) {
      if (!/^\d{1,9}$/.test(job.subjectId)) return { skip: 'not a physiotherapist id' };
      const [p] = await em.execute<{ id: number; name: string; contact_email: string }[]>(
        'select id, name, contact_email from physiotherapist where id = ? and active',
        [Number(job.subjectId)],
      );
      if (!p) return { skip: 'physiotherapist not active' };
      const key = derivedKeysOf(env).get('physio-availability');
      return {
        to: p.contact_email,
        data: { physioName: p.name, availabilityUrl: availabilityUrl(env.PUBLIC_BASE_URL, key, p.id, new Date()) },
      };
    },
  } satisfies MailSource<AvailabilityLinkData> as MailSource,
];
