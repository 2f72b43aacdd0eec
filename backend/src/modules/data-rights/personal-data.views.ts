import {
  CONDITION_LABELS,
  CONTACT_SUBJECT_LABELS,
  DATA_RIGHTS_ITEMS_SHOWN,
  DATA_RIGHTS_KIND_LABELS,
  DATA_RIGHTS_KINDS,
  URGENCY_LABELS,
  isCondition,
  isUrgency,
  shortReference,
  type ContactSubject,
  type DataRightsItem,
  type DataRightsKind,
  type DataRightsSearchResult,
} from '@physio/api-contract';
import type { PersonalIdentifier } from './personal-identifier.js';
import type {
  EmailRecord,
  EnquiryRecord,
  FinderRequestRecord,
  PersonalData,
  RequestNoteRecord,
  WaitlistRecord,
} from './personal-data.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const shortId = (id: string) => id.slice(0, 8);
const contactOf = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

const conditionLabel = (value: string | null) => (isCondition(value) ? CONDITION_LABELS[value] : null);
const urgencyLabel = (value: string) => (isUrgency(value) ? URGENCY_LABELS[value] : value);
const subjectLabel = (subject: string) => CONTACT_SUBJECT_LABELS[subject as ContactSubject] ?? subject;

/**
 * Our email templates, as a person would name them (every registered template has one: personal-data.views.spec.ts;
 * a data request never shows a template's key).
 */
export const EMAIL_LABELS: Record<string, string> = {
  'finder-confirm-family': 'Please confirm your email address, with whom we recommend (to you)',
  'referral-contact-check-family': '“Has the physiotherapist been in touch?” (to you)',
  'referral-visit-check-family': '“Did the first visit happen?” (to you)',
  'referral-contact-reminder-physio': 'Reminder to the physiotherapist to contact you (without your contact details)',
  'enquiry-reply': 'Our reply to your message (to you)',
  'queue-health-alert': 'Alert to our team about background work (no personal details)',
  'physio-availability-link': 'The link to your availability page (to you)',
  'finder-matched-family': 'Your physiotherapist match (to you)',
  'finder-matched-physio': 'Your request, sent to the matched physiotherapist',
  'referral-offer': 'Your request offered to a physiotherapist (without your name or contact details)',
  'referral-accepted-physio': 'Your contact details, sent to the physiotherapist who accepted your request',
  'referral-accepted-family': 'A physiotherapist accepted your request',
  'finder-unmatched-family': '“We will contact you within 24 hours” (to you)',
  'finder-unmatched-coordinators':
    'Alert to our coordinators that your request needs a person (it names your request, not your contact details)',
  'contact-received': 'Your message, forwarded to our team',
  'contact-acknowledgement': 'Acknowledgement of your message (to you)',
  'waitlist-joined': 'Waitlist confirmation (to you)',
  'waitlist-already-joined': '“You are already on the list” (to you)',
  'waitlist-area-covered': '“We now cover your area” (to you)',
};
const emailLabel = (template: string) => EMAIL_LABELS[template] ?? 'An email from us';

function requestStatus(r: FinderRequestRecord): string {
  if (r.status === 'matched')
    return `matched${r.matched_physiotherapist_name ? ` with ${r.matched_physiotherapist_name}` : ''}`;
  return r.status === 'unmatched' ? 'no match found' : 'waiting to be matched';
}

const ITEM: { [K in DataRightsKind]: (record: PersonalData[K][number]) => DataRightsItem } = {
  'finder-requests': (r: FinderRequestRecord) => ({
    id: r.id,
    collected_at: iso(r.created_at)!,
    name: r.contact_name,
    contact: contactOf(r.contact_email, r.contact_phone),
    place: r.postcode,
    summary: `${conditionLabel(r.condition) ?? r.condition}, ${urgencyLabel(r.urgency).toLowerCase()}; ${requestStatus(r)}`,
  }),
  'request-notes': (n: RequestNoteRecord) => ({
    id: n.id,
    collected_at: iso(n.created_at)!,
    name: null,
    contact: null,
    place: null,
    summary: `Note by ${n.author} on request ${shortId(n.finder_request_id)}`,
  }),
  'contact-enquiries': (e: EnquiryRecord) => enquiryItem(e, subjectLabel(e.subject)),
  'consultation-requests': (e: EnquiryRecord) => enquiryItem(e, 'Free 15-minute consultation'),
  'waitlist-entries': (w: WaitlistRecord) => ({
    id: w.id,
    collected_at: iso(w.created_at)!,
    name: w.name,
    contact: w.email,
    place: w.postcode,
    summary:
      `Waiting for ${w.district}${conditionLabel(w.condition) ? ` (${conditionLabel(w.condition)})` : ''}` +
      (w.notified_at ? `; told the area is covered on ${day(w.notified_at)}` : ''),
  }),
  emails: (m: EmailRecord) => ({
    id: m.id,
    collected_at: iso(m.created_at)!,
    name: null,
    contact: null,
    place: null,
    summary: `${emailLabel(m.template)}: ${m.status}`,
  }),
};

function enquiryItem(e: EnquiryRecord, label: string): DataRightsItem {
  return {
    id: e.id,
    collected_at: iso(e.created_at)!,
    name: e.name,
    contact: contactOf(e.email, e.phone),
    place: null,
    summary: `${label}; ${e.status}`,
  };
}

/** What the admin sees to confirm the person: every kind with its count, the newest records first. */
export function toSearchResult(who: PersonalIdentifier, data: PersonalData): DataRightsSearchResult {
  const groups = DATA_RIGHTS_KINDS.map((kind) => {
    const records = data[kind] as PersonalData[DataRightsKind][number][];
    const item = ITEM[kind] as (record: PersonalData[DataRightsKind][number]) => DataRightsItem;
    return {
      kind,
      label: DATA_RIGHTS_KIND_LABELS[kind],
      count: records.length,
      items: records.slice(0, DATA_RIGHTS_ITEMS_SHOWN).map(item),
    };
  });
  return {
    identifier_type: who.type,
    normalised: who.value,
    groups,
    total: groups.reduce((sum, group) => sum + group.count, 0),
  };
}

/** Why we hold each kind and for how long, as the privacy notice says it. */
const PURPOSES: Record<DataRightsKind, { why: string; basis: string; kept: string }> = {
  'finder-requests': {
    why: 'To find a home physiotherapist for the person you asked about, pass your details to the physiotherapist we matched, and contact you if we found no match.',
    basis: 'Your consent, given on the finder form (the details include health information).',
    kept: '3 years from the request, then deleted.',
  },
  'request-notes': {
    why: 'Notes our coordinators wrote while helping with your request (calls, what was agreed).',
    basis: 'Part of handling your request.',
    kept: 'As long as the request.',
  },
  'contact-enquiries': {
    why: 'To answer the message you sent us through the contact form.',
    basis: 'Our legitimate interest in answering you.',
    kept: '2 years from the message, then deleted.',
  },
  'consultation-requests': {
    why: 'To call you back for the free 15-minute consultation you asked for.',
    basis: 'Steps you asked us to take.',
    kept: '2 years from the request, then deleted.',
  },
  'waitlist-entries': {
    why: 'To email you when we start covering your area.',
    basis: 'Your consent, given when you joined; one click in any waitlist email removes you.',
    kept: 'Until you leave the waitlist.',
  },
  emails: {
    why: 'A record of which emails we sent about the records above, so that each is sent only once. It holds no address and no content.',
    basis: 'Our legitimate interest in not emailing you twice.',
    kept: '3 years, then deleted.',
  },
};

const EXPORT_RECORD: { [K in DataRightsKind]: (record: PersonalData[K][number]) => Record<string, unknown> } = {
  'finder-requests': (r: FinderRequestRecord) => ({
    // The reference the family was shown and quotes (the id's first 40 bits), not the 36-character id.
    'Request reference': shortReference(r.id) ?? r.id,
    'Collected on': iso(r.created_at),
    'Your name': r.contact_name,
    'Your email': r.contact_email,
    'Your phone': r.contact_phone,
    'Postcode where care is needed': r.postcode,
    Condition: conditionLabel(r.condition) ?? r.condition,
    'How soon': urgencyLabel(r.urgency),
    'What you told us': r.additional_info,
    'Consent given on': iso(r.consent_given_at),
    Outcome: requestStatus(r),
    'Matched on': iso(r.matched_at),
    'Follow-up by our team': r.follow_up,
    'Follow-up reason': r.follow_up_reason,
    'Follow-up on': iso(r.follow_up_at),
  }),
  'request-notes': (n: RequestNoteRecord) => ({
    'Written on': iso(n.created_at),
    'On request': n.finder_request_id,
    'Written by': n.author,
    Note: n.body,
  }),
  'contact-enquiries': (e: EnquiryRecord) => enquiryExport(e, subjectLabel(e.subject)),
  'consultation-requests': (e: EnquiryRecord) => enquiryExport(e, 'Free 15-minute consultation'),
  'waitlist-entries': (w: WaitlistRecord) => ({
    'Joined on': iso(w.created_at),
    'Your name': w.name,
    'Your email': w.email,
    Postcode: w.postcode,
    'Postcode district': w.district,
    Condition: conditionLabel(w.condition),
    'Told the area is covered on': iso(w.notified_at),
  }),
  emails: (m: EmailRecord) => ({
    Email: emailLabel(m.template),
    'About record': m.subject_id,
    'First attempted on': iso(m.created_at),
    Status: m.status,
    'Sent on': iso(m.sent_at),
  }),
};

function enquiryExport(e: EnquiryRecord, subject: string): Record<string, unknown> {
  return {
    'Sent on': iso(e.created_at),
    'Your name': e.name,
    'Your email': e.email,
    'Your phone': e.phone,
    Subject: subject,
    'Your message': e.message,
    'Our handling': e.status,
    'Handled on': iso(e.handled_at),
    'Our note': e.note,
  };
}

/** The Article 15 copy: everything found, with field names a person can read, and when and why each was collected. */
export function toExport(who: PersonalIdentifier, data: PersonalData, now: Date) {
  return {
    'Prepared by': 'Home Physio Finder',
    'Prepared on': now.toISOString(),
    'Records found for': who.type === 'email' ? `the email address ${who.value}` : `the UK phone number ${who.value}`,
    'About this file':
      'Every record we hold that carries this email address or phone number, with when and why we collected it. ' +
      'Dates are in UTC. Anonymous figures (how many people asked about an area) are not about you and are not listed.',
    Sections: DATA_RIGHTS_KINDS.map((kind) => {
      const records = data[kind] as PersonalData[DataRightsKind][number][];
      const toRecord = EXPORT_RECORD[kind] as (record: PersonalData[DataRightsKind][number]) => Record<string, unknown>;
      return {
        'What this is': DATA_RIGHTS_KIND_LABELS[kind],
        'Why we hold it': PURPOSES[kind].why,
        'Lawful basis': PURPOSES[kind].basis,
        'How long we keep it': PURPOSES[kind].kept,
        'Number of records': records.length,
        Records: records.map(toRecord),
      };
    }),
  };
}

export type PersonalDataExport = ReturnType<typeof toExport>;
