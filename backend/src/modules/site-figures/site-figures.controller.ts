import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SITE_FIGURES_MAX_AGE_SECONDS, type SiteFiguresResponse } from '@physio/api-contract';
import { GetSiteFiguresQuery } from './queries/get-site-figures/get-site-figures.query.js';

@ApiTags('site')
@Controller('site-figures')
export class SiteFiguresController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('cache-control', `public, max-age=${SITE_FIGURES_MAX_AGE_SECONDS}`)
  @ApiOperation({
    summary: 'Aggregate counts for the public site: active physiotherapists, districts covered, families matched.',
  })
  @ApiOkResponse({ description: '{ physiotherapists, districts_covered, families_matched, counted_at }' })
  figures(): Promise<SiteFiguresResponse> {
    return this.queryBus.execute(new GetSiteFiguresQuery());
  }
}
