import { Module } from '@nestjs/common';
import { PromisesOpsController } from './ops/promises.ops.controller.js';
import { ReferralOffersController } from './referral-offers.controller.js';
import { GetPromisesReportHandler } from './queries/get-promises-report/get-promises-report.handler.js';
import { FamilyCheckInsService } from './family-check-ins.service.js';
import { PromiseFactsCache } from './promise-facts.cache.js';
import { ReferralOffersService } from './referral-offers.service.js';

/** API side: a physiotherapist's answers to referral offers, and the family's check-ins, through signed links. */
@Module({
  controllers: [ReferralOffersController, PromisesOpsController],
  providers: [ReferralOffersService, FamilyCheckInsService, PromiseFactsCache, GetPromisesReportHandler],
})
export class ReferralsModule {}
