import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DerivedKeys } from '../../config/derived-keys.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { RecordOutOfAreaSearchCommand } from './commands/record-out-of-area-search/record-out-of-area-search.command.js';
import { RecordOutOfAreaSearchDto } from './commands/record-out-of-area-search/record-out-of-area-search.dto.js';
import { visitorKey } from './visitor-key.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { TrackingAcceptedSchema } from '@physio/api-contract/schemas';

@ApiTags('demand')
@Controller('expansion-tracking')
export class ExpansionTrackingController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly keys: DerivedKeys,
  ) {}

  @Post()
  @HttpCode(202)
  @UseGuards(RateLimitGuard)
  @RateLimit('tracking')
  @Answers({ 202: TrackingAcceptedSchema })
  @ApiOperation({
    summary: 'Record an out-of-area search (district only). 202; 400 naming the field; 429 when rate-limited.',
  })
  record(@Body() body: RecordOutOfAreaSearchDto, @Req() request: FastifyRequest): Promise<{ status: 'accepted' }> {
    const key = visitorKey(this.keys.get('visitor-hash'), new Date(), request.ip, request.headers['user-agent']);
    return this.commandBus.execute(new RecordOutOfAreaSearchCommand(body, key));
  }
}
