import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DECLINE_REASONS, REFERRAL_OFFER_SUMMARY_DAYS, type OpsReferralOfferSummary } from '@physio/api-contract';
import { OpsReferralOfferSummarySchema } from '@physio/api-contract/schemas';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import { CommonErrors } from '../../../common/errors/common.errors.js';
import { AuditLog } from '../../audit/audit-log.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { offerSummaryForPhysiotherapist } from '../referral-offer.repository.js';

/** A physiotherapist's offers of the last 90 days in figures, for their page on the dashboard (react-admin getOne). */
@ApiTags('ops: referral offers')
@OpsAuth('coordinator', 'admin')
@Controller('ops/referral-offer-summaries')
export class ReferralOfferSummariesOpsController {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  @Get(':id')
  @ApiOperation({
    summary: `The offers of physiotherapist :id in the last ${REFERRAL_OFFER_SUMMARY_DAYS} days: offered, open, accepted, declined (and by reason), lapsed, withdrawn, median minutes to answer. 404 for an unknown physiotherapist. Audited as a view.`,
  })
  @Answers({ 200: OpsReferralOfferSummarySchema, 404: 'NOT_FOUND: no physiotherapist has this id' })
  async get(
    // A 404 for ids that are not whole numbers, as for ids that do not exist.
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 404 })) id: number,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsReferralOfferSummary> {
    const em = this.em.fork();
    const [known] = await em.execute<{ id: number }[]>('select id from physiotherapist where id = ?', [id]);
    if (!known) throw CommonErrors.notFound('Physiotherapist');
    const since = new Date(Date.now() - REFERRAL_OFFER_SUMMARY_DAYS * 86_400_000);
    const figures = await offerSummaryForPhysiotherapist(em, id, since);
    await this.audit.record({ actor, action: 'view', resource: 'referral-offer-summaries', recordId: id });
    const seconds = figures.median_seconds_to_answer;
    return {
      id,
      days: REFERRAL_OFFER_SUMMARY_DAYS,
      since: since.toISOString(),
      offered: figures.offered,
      open: figures.open,
      accepted: figures.accepted,
      declined: figures.declined,
      declined_by_reason: Object.fromEntries(
        DECLINE_REASONS.map((reason) => [reason, figures.declined_by_reason[reason] ?? 0]),
      ) as OpsReferralOfferSummary['declined_by_reason'],
      lapsed: figures.lapsed,
      withdrawn: figures.withdrawn,
      median_minutes_to_answer: seconds === null ? null : Math.round(seconds / 60),
    };
  }
}
