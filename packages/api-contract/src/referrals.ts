import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/referrals.js';

export * from './referral-values.js';

/** What the page of an offer's link shows (GET /api/referral-offers/respond?token=). */
export type ReferralOfferView = Static<typeof S.ReferralOfferViewSchema>;

/** POST /api/referral-offers/accept. */
export type AcceptReferralOfferBody = Static<typeof S.AcceptReferralOfferBodySchema>;

/** POST /api/referral-offers/plan. */
export type PlanReferralOfferBody = Static<typeof S.PlanReferralOfferBodySchema>;

/** POST /api/referral-offers/decline. */
export type DeclineReferralOfferBody = Static<typeof S.DeclineReferralOfferBodySchema>;

/** GET /api/referral-offers/check-in?token= as JSON. */
export type CheckInView = Static<typeof S.CheckInViewSchema>;

/** POST /api/referral-offers/check-in: the family's answer from the check-in email's page. */
export type CheckInBody = Static<typeof S.CheckInBodySchema>;

/** One row of the promises report (GET /api/ops/promises). */
export type OpsPromisesRow = Static<typeof S.OpsPromisesRowSchema>;
