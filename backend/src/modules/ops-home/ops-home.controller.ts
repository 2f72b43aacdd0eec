import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { OpsHomeFigures } from '@physio/api-contract';
import { OpsAuth } from '../auth/ops-auth.decorator.js';
import { GetHomeFiguresQuery } from './queries/get-home-figures/get-home-figures.query.js';

@ApiTags('ops: home')
@OpsAuth('coordinator', 'admin')
@Controller('ops/home')
export class OpsHomeController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Today’s figures: finder requests needing attention (unmatched, or pending 5 minutes after they were made), ' +
      'of those overdue (past 24 hours) and urgent; open enquiries; active physiotherapists whose HCPC check is ' +
      'over 12 months old or DBS check over 36 months; failed background jobs (null when Redis is down); ' +
      'background_work: why Background work needs a look (an old outbox event, failed jobs growing), or null.',
  })
  @ApiOkResponse({
    description:
      '{ requests_needing_attention, requests_overdue, urgent_requests_waiting, open_enquiries, ' +
      'hcpc_checks_overdue, dbs_checks_overdue, failed_jobs, background_work }',
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in (AUTH.UNAUTHENTICATED).' })
  @ApiForbiddenResponse({ description: 'Signed in as an analyst.' })
  figures(): Promise<OpsHomeFigures> {
    return this.queryBus.execute(new GetHomeFiguresQuery());
  }
}
