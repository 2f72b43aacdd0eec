import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpsHomeFigures } from '@physio/api-contract';
import { OpsAuth } from '../auth/ops-auth.decorator.js';
import { GetHomeFiguresQuery } from './queries/get-home-figures/get-home-figures.query.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { OpsHomeFiguresSchema } from '@physio/api-contract/schemas';

@ApiTags('ops: home')
@OpsAuth('coordinator', 'admin')
@Controller('ops/home')
export class OpsHomeController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Today’s figures: finder requests needing attention (unmatched, or pending 5 minutes after they were made), ' +
      "of those overdue (past 24 hours) and urgent; promises at risk (the queue's promise_at_risk view: a family " +
      'not contacted or whose first visit did not happen, two offers that came to nothing, an offer unanswered past ' +
      'its reply deadline); open enquiries; active physiotherapists whose HCPC check is ' +
      'over 12 months old or DBS check over 36 months; failed background jobs (null when Redis is down); ' +
      'background_work: why Background work needs a look (an old outbox event, failed jobs growing), or null.',
  })
  @Answers({ 200: OpsHomeFiguresSchema })
  figures(): Promise<OpsHomeFigures> {
    return this.queryBus.execute(new GetHomeFiguresQuery());
  }
}
