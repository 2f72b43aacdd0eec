import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CoverageCheckResponse, CoverageCountiesResponse } from '@physio/api-contract';
import { CheckCoverageQuery } from './queries/check-coverage/check-coverage.query.js';
import { ListCoveredCountiesQuery } from './queries/list-covered-counties/list-covered-counties.query.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { CoverageCheckResponseSchema, CoverageCountiesResponseSchema } from '@physio/api-contract/schemas';

@ApiTags('coverage')
@Controller('coverage')
export class CoverageController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('check')
  @ApiOperation({ summary: 'Whether we serve a postcode. 400 when it is not a valid UK postcode.' })
  @ApiQuery({ name: 'postcode', example: 'SW1A 1AA' })
  @Answers({ 200: CoverageCheckResponseSchema, 400: 'VALIDATION_FAILED naming postcode (isUkPostcode)' })
  check(@Query('postcode') postcode: unknown): Promise<CoverageCheckResponse> {
    // A repeated ?postcode= arrives as an array: parseUkPostcode refuses anything but a string.
    return this.queryBus.execute(new CheckCoverageQuery(typeof postcode === 'string' ? postcode : ''));
  }

  @Get('counties')
  @Answers({ 200: CoverageCountiesResponseSchema })
  @ApiOperation({ summary: 'The counties we serve with their postcode areas, from the coverage table.' })
  counties(): Promise<CoverageCountiesResponse> {
    return this.queryBus.execute(new ListCoveredCountiesQuery());
  }
}
