import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/public.js';

/** Subjects of the contact form (spec section 3) plus the one the consultation dialog sends. */
export const CONTACT_SUBJECTS = ['finding-physio', 'services', 'pricing', 'support', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  'finding-physio': 'Finding a physiotherapist',
  services: 'Our services',
  pricing: 'Pricing',
  support: 'Support',
  other: 'Other',
};

export const CONSULTATION_SUBJECT = 'Free 15-Minute Consultation Request';

export const PREFERRED_TIMES = [
  'morning-weekday',
  'afternoon-weekday',
  'evening-weekday',
  'weekend',
  'flexible',
] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = {
  'morning-weekday': 'Weekday morning (9am-12pm)',
  'afternoon-weekday': 'Weekday afternoon (12pm-5pm)',
  'evening-weekday': 'Weekday evening (5pm-7pm)',
  weekend: 'Weekend',
  flexible: 'Flexible',
};

/** 201 of POST /api/contact. */
export type ContactEnquiryReceived = Static<typeof S.ContactEnquiryReceivedSchema>;

/** Body of POST /api/contact: the contact form, or the consultation dialog (its fixed subject). */
export interface ContactEnquiryBody {
  name: string;
  email: string;
  /** Required (a UK number) with the consultation subject. */
  phone?: string;
  subject: ContactSubject | typeof CONSULTATION_SUBJECT;
  message: string;
}
