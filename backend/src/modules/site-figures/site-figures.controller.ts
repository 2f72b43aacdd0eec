import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SITE_FIGURES_MAX_AGE_SECONDS, type SiteFiguresResponse } from '@physio/api-contract';
import { GetSiteFiguresQuery } from './queries/get-site-figures/get-site-figures.query.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { SiteFiguresResponseSchema } from '@physio/api-contract/schemas';

@ApiTags('site')
@Controller('site-figures')
export class SiteFiguresController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', `public, max-age=${SITE_FIGURES_MAX_AGE_SECONDS}`)
  @ApiOperation({
    summary: 'Aggregate counts for the public site: active physiotherapists, districts covered, families matched.',
  })
  @Answers({
    200: {
      schema: SiteFiguresResponseSchema,
      headers: { 'Cache-Control': { description: 'public, max-age=300', required: true } },
    },
  })
  figures(): Promise<SiteFiguresResponse> {
    return this.queryBus.execute(new GetSiteFiguresQuery());
  }
}
