import { Body, Controller, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FinderRequestView, SubmitFinderRequestResponse } from '@physio/api-contract';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { SubmitFinderRequestCommand } from './commands/submit-finder-request/submit-finder-request.command.js';
import { SubmitFinderRequestDto } from './commands/submit-finder-request/submit-finder-request.dto.js';
import { GetFinderRequestQuery } from './queries/get-finder-request/get-finder-request.query.js';
import { IdempotencyInterceptor } from '../../infra/idempotency/idempotency.interceptor.js';

@ApiTags('finder')
@Controller('finder-requests')
export class FinderRequestsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimit('finder')
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({
    summary:
      'Submit the finder. 201 { id, status: "pending" }; 422 OUT_OF_AREA; 400 naming the field; 429 when rate-limited.',
  })
  @ApiCreatedResponse({ description: '{ id, status: "pending" }' })
  submit(@Body() body: SubmitFinderRequestDto): Promise<SubmitFinderRequestResponse> {
    return this.commandBus.execute(new SubmitFinderRequestCommand(body));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A request and, once matched, the physiotherapist’s public profile. 404 if unknown.' })
  @ApiOkResponse({ description: '{ id, postcode, condition, urgency, status, created_at, matched_physiotherapist }' })
  get(@Param('id') id: string): Promise<FinderRequestView> {
    return this.queryBus.execute(new GetFinderRequestQuery(id));
  }
}
