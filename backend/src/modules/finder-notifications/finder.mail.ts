import {
  CONDITION_LABELS,
  URGENCIES,
  URGENCY_LABELS,
  specialtyBadgeText,
  type Condition,
  type Urgency,
} from '@physio/api-contract';
import { Batcher } from '../../common/batching/batcher.js';
import type { MailSource } from '../../infra/mail/mail-source.js';
import { derivedKeysOf } from '../../config/derived-keys.js';
import { CONFIRMATION_LINK_HOURS, confirmationUrl } from '../finder-requests/confirmation-link.js';
import {
  finderConfirmFamily,
  finderMatchedFamily,
  finderUnmatchedCoordinators,
  finderUnmatchedFamily,
  type FinderConfirmFamilyData,
  type FinderMatchedFamilyData,
  type FinderUnmatchedCoordinatorsData,
  type FinderUnmatchedFamilyData,
  type UnmatchedRequestSummary,
} from './finder.email-templates.js';

interface RequestRow {
  id: string;
  postcode: string;
  district: string;
  condition: Condition;
  urgency: Urgency;
  status: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  additional_info: string | null;
  consent_given_at: Date | null;
  matched_physiotherapist_id: number | null;
  recommended_physiotherapist_id: number | null;
  created_at: Date;
}

interface PhysioRow {
  id: number;
  name: string;
  specialties: string[];
  bio: string;
  experience_years: number;
  areas: string[];
  qualifications: string[];
  profile_url: string | null;
  hcpc_number: string;
  contact_email: string;
}

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * A burst of no-match alerts loads many requests at once: one query for all of them. Every caller's
 * EntityManager is a fork of the same ORM outside a transaction, so any one of them can run the query.
 */
const requestLoads = new Batcher<{ em: Parameters<MailSource['load']>[0]; id: string }, RequestRow | undefined>(
  async (inputs) => {
    const rows = await inputs[0].em.execute<RequestRow[]>(
      `select id, postcode, district, condition, urgency, status, contact_name, contact_email, contact_phone, additional_info,
              consent_given_at, matched_physiotherapist_id, recommended_physiotherapist_id, created_at
       from finder_request where id in (?)`,
      [inputs.map((input) => input.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return inputs.map((input) => byId.get(input.id));
  },
  { maxInFlight: 2, maxBatchSize: 100 },
);

async function loadRequest(em: Parameters<MailSource['load']>[0], id: string): Promise<RequestRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return requestLoads.call({ em, id: id.toLowerCase() });
}

async function loadPhysio(em: Parameters<MailSource['load']>[0], id: number): Promise<PhysioRow | undefined> {
  const [row] = await em.execute<PhysioRow[]>(
    `select id, name, specialties, bio, experience_years, areas, qualifications, profile_url, hcpc_number, contact_email
     from physiotherapist where id = ?`,
    [id],
  );
  return row;
}

/** The family hears from us only if they gave an email and agreed to us holding their details. */
const familyAddress = (r: RequestRow) => (r.contact_email && r.consent_given_at ? r.contact_email : null);

export const finderMailSources: MailSource[] = [
  {
    template: finderConfirmFamily.name,
    async load(em, job, env) {
      const r = await loadRequest(em, job.subjectId);
      if (!r || r.status !== 'unconfirmed') return { skip: 'request not awaiting confirmation' };
      const to = familyAddress(r);
      if (!to) return { skip: 'no email or no consent' };
      const p =
        r.recommended_physiotherapist_id === null ? undefined : await loadPhysio(em, r.recommended_physiotherapist_id);
      const key = derivedKeysOf(env).get('finder-confirmation');
      const data: FinderConfirmFamilyData = {
        requestId: r.id,
        contactName: r.contact_name,
        conditionLabel: CONDITION_LABELS[r.condition],
        urgencyLabel: URGENCY_LABELS[r.urgency],
        recommendedName: p?.name ?? null,
        // The link's expiry counts from the submission, so a resent email carries the same link.
        confirmUrl: confirmationUrl(env.PUBLIC_BASE_URL, key, r.id, new Date(r.created_at)),
        linkHours: CONFIRMATION_LINK_HOURS,
      };
      return { to, data };
    },
  } satisfies MailSource<FinderConfirmFamilyData> as MailSource,
  {
    template: finderMatchedFamily.name,
    async load(em, job) {
      const r = await loadRequest(em, job.subjectId);
      if (!r || r.status !== 'matched' || r.matched_physiotherapist_id === null) return { skip: 'request not matched' };
      const to = familyAddress(r);
      if (!to) return { skip: 'no email or no consent' };
      const p = await loadPhysio(em, r.matched_physiotherapist_id);
      if (!p) return { skip: 'physiotherapist not found' };
      const data: FinderMatchedFamilyData = {
        requestId: r.id,
        contactName: r.contact_name,
        conditionLabel: CONDITION_LABELS[r.condition],
        urgencyLabel: URGENCY_LABELS[r.urgency],
        physio: {
          name: p.name,
          specialtyLabels: p.specialties.map(specialtyBadgeText),
          bio: p.bio,
          experienceYears: p.experience_years,
          areas: p.areas,
          qualifications: p.qualifications,
          profileUrl: p.profile_url,
          hcpcNumber: p.hcpc_number,
        },
      };
      return { to, data };
    },
  } satisfies MailSource<FinderMatchedFamilyData> as MailSource,
  {
    template: finderUnmatchedFamily.name,
    async load(em, job) {
      const r = await loadRequest(em, job.subjectId);
      if (!r || r.status !== 'unmatched') return { skip: 'request not unmatched' };
      const to = familyAddress(r);
      if (!to) return { skip: 'no email or no consent' };
      const data: FinderUnmatchedFamilyData = {
        requestId: r.id,
        contactName: r.contact_name,
        conditionLabel: CONDITION_LABELS[r.condition],
        urgencyLabel: URGENCY_LABELS[r.urgency],
        district: r.district,
      };
      return { to, data };
    },
  } satisfies MailSource<FinderUnmatchedFamilyData> as MailSource,
  {
    template: finderUnmatchedCoordinators.name,
    async load(em, job, env) {
      const r = await loadRequest(em, job.subjectId);
      if (!r) return { skip: 'request not unmatched' };
      // Both need a person: no physiotherapist could take it, or only a call can confirm it (phone, no email).
      const awaitsCall =
        r.status === 'unconfirmed' && !r.contact_email && Boolean(r.contact_phone) && r.consent_given_at !== null;
      if (r.status !== 'unmatched' && !awaitsCall) return { skip: 'request needs no person' };
      const summary: UnmatchedRequestSummary = {
        requestId: r.id,
        district: r.district,
        conditionLabel: CONDITION_LABELS[r.condition],
        urgency: r.urgency,
        urgencyLabel: URGENCY_LABELS[r.urgency],
        submittedAt: new Date(r.created_at),
        hasContactDetails: Boolean(r.contact_email || r.contact_phone),
        awaitsCall,
      };
      return { to: env.COORDINATORS_INBOX, data: { requests: [summary] } };
    },
    // A burst of no-match outcomes is one alert per batch job, naming every request: urgent first, then oldest.
    combine(emails) {
      const requests = emails
        .flatMap((email) => email.data.requests)
        .sort(
          (a, b) =>
            URGENCIES.indexOf(a.urgency) - URGENCIES.indexOf(b.urgency) ||
            a.submittedAt.getTime() - b.submittedAt.getTime() ||
            a.requestId.localeCompare(b.requestId),
        );
      return { ...emails[0], data: { requests } };
    },
  } satisfies MailSource<FinderUnmatchedCoordinatorsData> as MailSource,
];
