import {
  CONDITION_LABELS,
  URGENCY_DESCRIPTIONS,
  URGENCY_LABELS,
  shortReference,
  type Condition,
  type ReferralOfferStatus,
  type Urgency,
} from '@physio/api-contract';
import { derivedKeysOf } from '../../config/derived-keys.js';
import type { MailSource } from '../../infra/mail/mail-source.js';
import { contactHours, hoursText } from './referral-deadlines.js';
import { availabilityUrl } from '../physiotherapists/availability/availability-links.js';
import { checkInUrl } from './check-in-links.js';
import { MANAGE_LINK_DAYS, offerUrl } from './referral-links.js';
import {
  referralAcceptedFamily,
  referralAcceptedPhysio,
  referralOffer,
  type ReferralAcceptedFamilyData,
  referralContactCheckFamily,
  referralContactReminderPhysio,
  referralVisitCheckFamily,
  type ReferralAcceptedPhysioData,
  type ReferralCheckFamilyData,
  type ReferralContactReminderData,
  type ReferralOfferData,
} from './referral.email-templates.js';
import { isUuid } from '../../common/validation/uuid.js';

interface OfferEmailRow {
  id: string;
  status: ReferralOfferStatus;
  contact_check_at: Date | null;
  visit_check_at: Date | null;
  first_visit_on: string | null;
  physiotherapist_id: number;
  reply_by: Date;
  offered_at: Date;
  answered_at: Date | null;
  contact_by: Date | null;
  first_call_at: Date | null;
  physio_name: string;
  physio_email: string;
  finder_request_id: string;
  condition: Condition;
  urgency: Urgency;
  district: string;
  additional_info: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  consent_given_at: Date | null;
}

async function loadOffer(em: Parameters<MailSource['load']>[0], id: string): Promise<OfferEmailRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await em.execute<OfferEmailRow[]>(
    `select o.id, o.status, o.contact_check_at, o.visit_check_at, to_char(o.first_visit_on, 'YYYY-MM-DD') as first_visit_on,
            o.physiotherapist_id, o.offered_at, o.reply_by, o.answered_at, o.contact_by, o.first_call_at,
            p.name as physio_name, p.contact_email as physio_email, r.id as finder_request_id, r.condition,
            r.urgency, r.district, r.additional_info, r.contact_name, r.contact_email, r.contact_phone,
            r.consent_given_at
     from referral_offer o
     join physiotherapist p on p.id = o.physiotherapist_id
     join finder_request r on r.id = o.finder_request_id
     where o.id = ?`,
    [id.toLowerCase()],
  );
  return row;
}

/** Sent only to the physiotherapist the job names (the offer's). */
const forOtherPhysio = (job: { recipientId?: string | number | null }, row: OfferEmailRow) =>
  job.recipientId !== undefined && job.recipientId !== null && Number(job.recipientId) !== row.physiotherapist_id;

/** The acceptance email's link: it opens the referral's page until MANAGE_LINK_DAYS after the acceptance. */
function manageUrl(env: Parameters<MailSource['load']>[2], o: OfferEmailRow): string {
  const manageUntil = new Date(new Date(o.answered_at!).getTime() + MANAGE_LINK_DAYS * 86_400_000);
  return offerUrl(env.PUBLIC_BASE_URL, derivedKeysOf(env).get('referral-links'), o.id, manageUntil);
}

/** A check-in email's data: the question's two answers as links to its page. */
function checkIn(
  env: Parameters<MailSource['load']>[2],
  o: OfferEmailRow,
  question: 'contact' | 'visit',
  askedAt: Date,
): ReferralCheckFamilyData {
  const url = checkInUrl(env.PUBLIC_BASE_URL, derivedKeysOf(env).get('family-check-in'), o.id, question, askedAt);
  return {
    contactName: o.contact_name,
    physioName: o.physio_name,
    visitOn: o.first_visit_on ? londonDate(o.first_visit_on) : null,
    yesUrl: `${url}&answer=yes`,
    notYetUrl: `${url}&answer=not-yet`,
  };
}

const londonDate = (isoDay: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

const familyAddressOf = (o: OfferEmailRow) => (o.contact_email && o.consent_given_at ? o.contact_email : null);

export const referralMailSources: MailSource[] = [
  {
    template: referralOffer.name,
    async load(em, job, env) {
      const o = await loadOffer(em, job.subjectId);
      // An offer answered, lapsed or withdrawn before its email went needs no email.
      if (!o || o.status !== 'open') return { skip: 'offer no longer open' };
      if (forOtherPhysio(job, o)) return { skip: 'offer made to another physiotherapist' };
      const key = derivedKeysOf(env).get('referral-links');
      const link = offerUrl(env.PUBLIC_BASE_URL, key, o.id, new Date(o.reply_by));
      const data: ReferralOfferData = {
        physioName: o.physio_name,
        reference: shortReference(o.finder_request_id)!,
        conditionLabel: CONDITION_LABELS[o.condition],
        urgencyLabel: URGENCY_LABELS[o.urgency],
        urgencyDescription: URGENCY_DESCRIPTIONS[o.urgency],
        district: o.district,
        additionalInfo: o.additional_info,
        replyBy: new Date(o.reply_by),
        contactWithin: hoursText(contactHours(env)[o.urgency]),
        acceptUrl: `${link}&answer=accept`,
        declineUrl: `${link}&answer=decline`,
        availabilityUrl: availabilityUrl(
          env.PUBLIC_BASE_URL,
          derivedKeysOf(env).get('physio-availability'),
          o.physiotherapist_id,
          new Date(o.offered_at),
        ),
      };
      return { to: o.physio_email, data };
    },
  } satisfies MailSource<ReferralOfferData> as MailSource,
  {
    template: referralAcceptedPhysio.name,
    async load(em, job, env) {
      const o = await loadOffer(em, job.subjectId);
      if (!o || o.status !== 'accepted' || !o.contact_by || !o.answered_at) return { skip: 'offer not accepted' };
      if (forOtherPhysio(job, o)) return { skip: 'offer made to another physiotherapist' };
      const data: ReferralAcceptedPhysioData = {
        physioName: o.physio_name,
        reference: shortReference(o.finder_request_id)!,
        conditionLabel: CONDITION_LABELS[o.condition],
        urgencyLabel: URGENCY_LABELS[o.urgency],
        district: o.district,
        familyName: o.contact_name,
        familyEmail: o.contact_email,
        familyPhone: o.contact_phone,
        contactBy: new Date(o.contact_by),
        manageUrl: manageUrl(env, o),
      };
      return {
        to: o.physio_email,
        data,
        headers: o.contact_email ? { 'Reply-To': o.contact_email } : undefined,
      };
    },
  } satisfies MailSource<ReferralAcceptedPhysioData> as MailSource,
  {
    template: referralAcceptedFamily.name,
    async load(em, job, env) {
      const o = await loadOffer(em, job.subjectId);
      if (!o || o.status !== 'accepted' || !o.contact_by) return { skip: 'offer not accepted' };
      if (!o.contact_email || !o.consent_given_at) return { skip: 'no email or no consent' };
      const data: ReferralAcceptedFamilyData = {
        contactName: o.contact_name,
        physioName: o.physio_name,
        conditionLabel: CONDITION_LABELS[o.condition],
        contactBy: new Date(o.contact_by),
        firstCallAt: o.first_call_at ? new Date(o.first_call_at) : null,
        resultsUrl: `${env.PUBLIC_BASE_URL}/results/${o.finder_request_id}`,
      };
      return { to: o.contact_email, data };
    },
  } satisfies MailSource<ReferralAcceptedFamilyData> as MailSource,
  {
    template: referralContactCheckFamily.name,
    async load(em, job, env) {
      const o = await loadOffer(em, job.subjectId);
      if (!o || o.status !== 'accepted' || !o.contact_check_at) return { skip: 'offer not accepted' };
      const to = familyAddressOf(o);
      if (!to) return { skip: 'no email or no consent' };
      return { to, data: checkIn(env, o, 'contact', new Date(o.contact_check_at)) };
    },
  } satisfies MailSource<ReferralCheckFamilyData> as MailSource,
  {
    template: referralVisitCheckFamily.name,
    async load(em, job, env) {
      const o = await loadOffer(em, job.subjectId);
      if (!o || o.status !== 'accepted' || !o.visit_check_at) return { skip: 'offer not accepted' };
      const to = familyAddressOf(o);
      if (!to) return { skip: 'no email or no consent' };
      return { to, data: checkIn(env, o, 'visit', new Date(o.visit_check_at)) };
    },
  } satisfies MailSource<ReferralCheckFamilyData> as MailSource,
  {
    template: referralContactReminderPhysio.name,
    async load(em, job, env) {
      const o = await loadOffer(em, job.subjectId);
      if (!o || o.status !== 'accepted' || !o.contact_by || !o.answered_at) return { skip: 'offer not accepted' };
      if (forOtherPhysio(job, o)) return { skip: 'offer made to another physiotherapist' };
      const data: ReferralContactReminderData = {
        physioName: o.physio_name,
        reference: shortReference(o.finder_request_id)!,
        familyName: o.contact_name,
        familyEmail: o.contact_email,
        familyPhone: o.contact_phone,
        contactBy: new Date(o.contact_by),
        manageUrl: manageUrl(env, o),
      };
      return { to: o.physio_email, data, headers: o.contact_email ? { 'Reply-To': o.contact_email } : undefined };
    },
  } satisfies MailSource<ReferralContactReminderData> as MailSource,
];
