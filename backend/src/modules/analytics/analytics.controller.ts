import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { RecordPageViewCommand } from './commands/record-page-view/record-page-view.command.js';
import { RecordPageViewDto } from './commands/record-page-view/record-page-view.dto.js';
import { pathWithoutIds, sanitisePagePath, sanitiseReferrerHost } from './page-view.js';
import { Answers } from '../../common/openapi/answers.decorator.js';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('page-view')
  @HttpCode(204)
  @UseGuards(RateLimitGuard)
  @RateLimit('tracking')
  @Answers({ 204: 'Counted (no body)' })
  @ApiOperation({
    summary: 'Count a page view (path with ids replaced by :id, and referring host; no cookie, IP or user agent). 204.',
  })
  async record(@Body() body: RecordPageViewDto): Promise<void> {
    await this.commandBus.execute(
      new RecordPageViewCommand(
        pathWithoutIds(sanitisePagePath(body.path)!),
        sanitiseReferrerHost(body.referrer_host) ?? '',
      ),
    );
  }
}
