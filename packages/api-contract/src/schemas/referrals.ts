import { Type } from '@sinclair/typebox';
import { CONDITIONS } from '../conditions.js';
import { URGENCIES } from '../urgency.js';
import {
  CHECK_IN_QUESTIONS,
  DECLINE_NOTE_MAX_LENGTH,
  DECLINE_REASONS,
  REFERRAL_OFFER_STATUSES,
} from '../referral-values.js';
import { DateOnly, DateTime, Nullable, Obj, OneOf, Uuid } from './builders.js';

/** The answers of a physiotherapist's referral links and a family's check-in links, declared once. */

export const ReferralOfferViewSchema = Obj(
  {
    id: Uuid(),
    status: OneOf(REFERRAL_OFFER_STATUSES),
    reference: Type.String({ description: "The family's short reference (K7QM-4XRT)" }),
    condition: OneOf(CONDITIONS),
    urgency: OneOf(URGENCIES),
    district: Type.String(),
    additional_info: Nullable(Type.String()),
    offered_at: DateTime(),
    reply_by: DateTime({ description: 'Answer by then, or the offer lapses and goes to another physiotherapist' }),
    contact_by: Nullable(DateTime({ description: 'Once accepted: contact the family by then' })),
    first_call_at: Nullable(DateTime()),
    first_visit_on: Nullable(DateOnly()),
    family: Nullable(
      Obj({ name: Nullable(Type.String()), email: Nullable(Type.String()), phone: Nullable(Type.String()) }),
      { description: 'Only once accepted; a null field was not given by the family' },
    ),
  },
  { title: 'ReferralOfferView' },
);

/** A link past its time: nothing changed. */
export const LinkExpiredSchema = Obj({ status: Type.Literal('expired') }, { title: 'LinkExpired' });

const Token = Type.String({ description: "The token of the email's link" });
const Plan = {
  first_call_at: Type.Optional(
    Type.String({
      description: 'When they will first call the family: UK wall-clock YYYY-MM-DDTHH:MM, or an ISO instant',
    }),
  ),
  first_visit_on: Type.Optional(DateOnly({ description: 'The first visit, from today to a year ahead' })),
};

export const AcceptReferralOfferBodySchema = Obj({ token: Token, ...Plan }, { title: 'AcceptReferralOfferBody' });

export const PlanReferralOfferBodySchema = Obj({ token: Token, ...Plan }, { title: 'PlanReferralOfferBody' });

export const DeclineReferralOfferBodySchema = Obj(
  {
    token: Token,
    reason: OneOf(DECLINE_REASONS),
    note: Type.Optional(
      Type.String({ maxLength: DECLINE_NOTE_MAX_LENGTH, description: 'Required with reason "other"' }),
    ),
  },
  { title: 'DeclineReferralOfferBody' },
);

export const CheckInViewSchema = Obj(
  {
    question: OneOf(CHECK_IN_QUESTIONS, {
      description: 'contact: "Has <name> been in touch?"; visit: "Did the first visit happen?"',
    }),
    physiotherapist: Type.String(),
    first_visit_on: Nullable(DateOnly()),
    answer: Nullable(OneOf(['yes', 'not-yet'] as const), { description: 'The latest answer; null before one' }),
  },
  { title: 'CheckInView' },
);

export const CheckInBodySchema = Obj(
  { token: Token, answer: OneOf(['yes', 'not-yet'] as const) },
  { title: 'CheckInBody' },
);

/** What a referral link answers: the offer, or that the link's time is up. */
export const ReferralOfferAnswerSchema = Type.Union([ReferralOfferViewSchema, LinkExpiredSchema], {
  title: 'ReferralOfferAnswer',
});

/** What a check-in link answers: the question and the answer so far, or that the link's time is up. */
export const CheckInAnswerSchema = Type.Union([CheckInViewSchema, LinkExpiredSchema], { title: 'CheckInAnswer' });

export const AvailabilityViewSchema = Obj(
  {
    name: Type.String(),
    offers_paused_until: Nullable(DateOnly({ description: 'No new referrals up to and including this day' })),
    weekly_capacity: Type.Integer(),
    travel_radius_miles: Type.Number(),
  },
  { title: 'AvailabilityView' },
);

export const AvailabilityAnswerSchema = Type.Union([AvailabilityViewSchema, LinkExpiredSchema], {
  title: 'AvailabilityAnswer',
});

export const AvailabilityBodySchema = Obj(
  {
    token: Token,
    offers_paused_until: Type.Optional(
      Type.String({ description: 'YYYY-MM-DD from today to a year ahead; empty or absent: receive referrals' }),
    ),
    weekly_capacity: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.String()], {
      description: 'A whole number from 0 to 100 (a form sends it as text)',
    }),
    travel_radius_miles: Type.Union([Type.Number({ minimum: 1, maximum: 60 }), Type.String()], {
      description: 'Miles, from 1 to 60 (a form sends it as text)',
    }),
  },
  { title: 'AvailabilityBody' },
);

export const AvailabilityLinkBodySchema = Obj(
  { email: Type.String({ format: 'email' }) },
  { title: 'AvailabilityLinkBody' },
);

export const AvailabilityLinkRequestedSchema = Obj(
  { status: OneOf(['ask', 'sent-if-registered'] as const) },
  { title: 'AvailabilityLinkRequested' },
);

const Share = Nullable(Type.Number({ minimum: 0, maximum: 1 }), {
  description: 'Of the confirmed requests; null when none',
});
const Hours = (description: string) => Nullable(Type.Number(), { description });

/** One row of the promises report: counts and durations only, never a person. */
export const OpsPromisesRowSchema = Obj(
  {
    id: Type.String({
      description: 'The group: 2026-11, a county, a district, an urgency, a condition, a physiotherapist id',
    }),
    label: Type.String(),
    confirmed: Type.Integer({ description: 'Requests confirmed in the period' }),
    offered: Type.Integer(),
    accepted: Type.Integer(),
    accepted_share: Share,
    hours_to_accept_p50: Hours('From confirmation to acceptance, median'),
    hours_to_accept_p90: Hours('From confirmation to acceptance, 90th percentile'),
    hours_to_contact_p50: Hours('From confirmation to the first contact the family confirmed, median'),
    hours_to_contact_p90: Hours('90th percentile of the same'),
    days_to_visit_p50: Hours('From confirmation to a first visit that happened (days), median'),
    days_to_visit_p90: Hours('90th percentile of the same (days)'),
    reply_promise_kept_share: Share,
    contact_promise_kept_share: Nullable(Type.Number(), {
      description: 'Of the accepted requests: first contact by the contact deadline',
    }),
    urgent_visit_promise_kept_share: Nullable(Type.Number(), {
      description: 'Of the urgent confirmed requests: a first visit within 48 hours',
    }),
    declined_no_capacity: Type.Integer(),
    declined_too_far: Type.Integer(),
    declined_not_my_specialty: Type.Integer(),
    declined_other: Type.Integer(),
    lapsed: Type.Integer(),
  },
  { title: 'OpsPromisesRow' },
);

/** One offer of a request's timeline, or of a physiotherapist's record (resource `referral-offers`). */
export const OpsReferralOfferRowSchema = Obj(
  {
    id: Uuid(),
    finder_request_id: Uuid(),
    physiotherapist_id: Type.Integer(),
    physiotherapist_name: Type.String(),
    status: OneOf(REFERRAL_OFFER_STATUSES),
    offered_at: DateTime(),
    offered_by: Nullable(Type.String(), { description: 'The coordinator who offered it by hand; null: matching' }),
    reply_by: DateTime(),
    answered_at: Nullable(DateTime(), { description: 'Accepted or declined then; null while open, lapsed, withdrawn' }),
    decline_reason: Nullable(OneOf(DECLINE_REASONS)),
    decline_note: Nullable(Type.String()),
    contact_by: Nullable(DateTime()),
    first_call_at: Nullable(DateTime()),
    first_visit_on: Nullable(DateOnly()),
    contact_check_at: Nullable(DateTime(), {
      description: 'When the family was asked whether they had been contacted',
    }),
    family_contacted: Nullable(Type.Boolean(), {
      description: 'Their answer: true yes, false not yet; null unanswered',
    }),
    contact_answered_at: Nullable(DateTime()),
    visit_check_at: Nullable(DateTime(), { description: 'When the family was asked whether the first visit happened' }),
    visit_happened: Nullable(Type.Boolean(), { description: 'Their answer; null unanswered' }),
    visit_answered_at: Nullable(DateTime()),
  },
  { title: 'OpsReferralOfferRow' },
);

const Count = Type.Integer({ minimum: 0 });

/** A physiotherapist's offers of the last 90 days in figures (resource `referral-offer-summaries`). */
export const OpsReferralOfferSummarySchema = Obj(
  {
    id: Type.Integer({ description: "The physiotherapist's id" }),
    days: Type.Integer(),
    since: DateTime(),
    offered: Count,
    open: Count,
    accepted: Count,
    declined: Count,
    declined_by_reason: Obj({ 'no-capacity': Count, 'too-far': Count, 'not-my-specialty': Count, other: Count }),
    lapsed: Count,
    withdrawn: Count,
    median_minutes_to_answer: Nullable(Type.Integer(), { description: 'Accepted or declined; null: none answered' }),
  },
  { title: 'OpsReferralOfferSummary' },
);

export const OpsPauseOffersBodySchema = Obj(
  {
    until: Nullable(DateOnly(), {
      description: 'No new offers up to and including this day (today to 365 days ahead); null resumes them now',
    }),
  },
  { title: 'OpsPauseOffersBody' },
);
