import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpsReferralOfferRow } from '@physio/api-contract';
import { OpsReferralOfferRowSchema } from '@physio/api-contract/schemas';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import {
  ListReferralOffersForOpsQuery,
  REFERRAL_OFFER_LIST,
} from '../queries/list-referral-offers-for-ops/list-referral-offers-for-ops.query.js';

/** The offers of a request (its timeline on the request page) or of a physiotherapist, read-only. */
@ApiTags('ops: referral offers')
@OpsAuth('coordinator', 'admin')
@Controller('ops/referral-offers')
export class ReferralOffersOpsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'List (react-admin simple-rest): ?filter={"finder_request_id":"…"} gives a request\'s offers oldest first (to whom, when, reply deadline, accepted / declined with reason and note / lapsed / withdrawn, the plan); {"physiotherapist_id":12} a physiotherapist\'s. Content-Range gives the total. What was shown is audited.',
  })
  @ApiListQuery(REFERRAL_OFFER_LIST, {
    rows: OpsReferralOfferRowSchema,
    filter: '{"finder_request_id":"0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"}',
  })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsReferralOfferRow[]> {
    let filter: { finder_request_id?: string; physiotherapist_id?: number } = {};
    const rows = await answerList(query, reply, REFERRAL_OFFER_LIST, (list) => {
      filter = list.filter;
      return this.queryBus.execute(new ListReferralOffersForOpsQuery(list));
    });
    // Whom a request was offered to, and a physiotherapist's answers (with their notes): a coordinator's view of
    // people's records, audited as a request's view is (ids only).
    if (rows.length > 0) {
      await this.audit.record({
        actor,
        action: 'list',
        resource: 'referral-offers',
        recordId: filter.finder_request_id,
        details: {
          ...(filter.finder_request_id ? { finder_request_id: filter.finder_request_id } : {}),
          ...(filter.physiotherapist_id ? { physiotherapist_id: filter.physiotherapist_id } : {}),
          ids: rows.map((row) => row.id),
        },
      });
    }
    return rows;
  }
}
