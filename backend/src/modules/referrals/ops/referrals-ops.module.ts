import { Module } from '@nestjs/common';
import { ListReferralOffersForOpsHandler } from '../queries/list-referral-offers-for-ops/list-referral-offers-for-ops.handler.js';
import { ReferralOfferSummariesOpsController } from './referral-offer-summaries.ops.controller.js';
import { ReferralOffersOpsController } from './referral-offers.ops.controller.js';

/** The `referral-offers` and `referral-offer-summaries` resources of the dashboard (coordinators and admins, read-only). */
@Module({
  controllers: [ReferralOffersOpsController, ReferralOfferSummariesOpsController],
  providers: [ListReferralOffersForOpsHandler],
})
export class ReferralsOpsModule {}
