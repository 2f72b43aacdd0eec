import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/referrals.js';

/**
 * One referral offer as coordinators see it (GET /api/ops/referral-offers?filter={"finder_request_id":…}): a row
 * of a request's timeline, or of a physiotherapist's record. Reading them is audited.
 */
export type OpsReferralOfferRow = Static<typeof S.OpsReferralOfferRowSchema>;

/** Filters of the `referral-offers` list. */
export interface OpsReferralOfferFilter {
  finder_request_id?: string;
  physiotherapist_id?: number;
}

/** The window of a physiotherapist's offer figures (days). */
export const REFERRAL_OFFER_SUMMARY_DAYS = 90;

/**
 * A physiotherapist's offers in the last REFERRAL_OFFER_SUMMARY_DAYS days (GET /api/ops/referral-offer-summaries/:id,
 * the id being the physiotherapist's): how many were offered and what came of them, and the median time they took
 * to answer (accepted or declined; a lapsed offer had no answer). Reading it is audited.
 */
export type OpsReferralOfferSummary = Static<typeof S.OpsReferralOfferSummarySchema>;
