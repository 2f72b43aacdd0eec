import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  ConfirmFinderRequestResponse,
  FinderRequestView,
  SubmitFinderRequestResponse,
} from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { DerivedKeys } from '../../config/derived-keys.js';
import { Env } from '../../config/env.js';
import { PLAIN_PAGE_CSP, plainFormPage, plainPage } from '../../web/plain-page.js';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import { ConfirmFinderRequestCommand } from './commands/confirm-finder-request/confirm-finder-request.command.js';
import {
  EXPIRED_MESSAGE,
  invalidConfirmationLink,
} from './commands/confirm-finder-request/confirm-finder-request.handler.js';
import { FINDER_CONFIRM_PATH, verifyConfirmationToken } from './confirmation-link.js';
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
    private readonly env: Env,
    private readonly keys: DerivedKeys,
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

  @Get('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The link in the confirmation email. Changes nothing (mail scanners open links): HTML for browsers, a page whose "Confirm my request" button POSTs; JSON {status: valid | expired} otherwise. 400 for a link we did not sign.',
  })
  confirmPage(
    @Query('token') token: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): { status: 'valid' | 'expired' } | string {
    const link = typeof token === 'string' ? token : '';
    const check = verifyConfirmationToken(this.keys.get('finder-confirmation'), link);
    if (!check.valid && !check.expired) throw invalidConfirmationLink();
    if (!wantsHtml(accept)) return { status: check.valid ? 'valid' : 'expired' };
    htmlPage(reply);
    return check.valid
      ? plainFormPage(
          'Confirm your request',
          'Press the button to confirm your request. We will then pass your contact details to the physiotherapist, who will contact you, and hold a place for your parent.',
          FINDER_CONFIRM_PATH,
          link,
          'Confirm my request',
          this.env.PUBLIC_BASE_URL,
        )
      : plainPage('Confirm your request', `<p>${escapeHtml(EXPIRED_MESSAGE)}</p>`, this.env.PUBLIC_BASE_URL);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Confirm a request with the token of the email's link (JSON {token}, or the link page's form): only then is a place reserved and the referral sent. 200 {status: confirmed | already_confirmed | expired, id, message}; 400 for a link we did not sign; 404 when the request is gone.",
  })
  async confirm(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConfirmFinderRequestResponse | string> {
    const token = body && typeof body === 'object' ? (body as Record<string, unknown>).token : undefined;
    const result = await this.commandBus.execute(
      new ConfirmFinderRequestCommand(typeof token === 'string' ? token : ''),
    );
    if (!wantsHtml(accept)) return result;
    htmlPage(reply);
    const base = this.env.PUBLIC_BASE_URL;
    const results = `${base}/results/${result.id}`;
    return plainPage(
      'Confirm your request',
      `<p>${escapeHtml(result.message)}</p>${result.status === 'expired' ? '' : `<p><a href="${escapeHtml(results)}">See your request</a></p>`}`,
      base,
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'A request and, once matched, the physiotherapist’s public profile. 404 if unknown.' })
  @ApiOkResponse({ description: '{ id, postcode, condition, urgency, status, created_at, matched_physiotherapist }' })
  get(@Param('id') id: string): Promise<FinderRequestView> {
    return this.queryBus.execute(new GetFinderRequestQuery(id));
  }
}

function wantsHtml(accept: string | undefined): boolean {
  return accept?.includes('text/html') ?? false;
}

function htmlPage(reply: FastifyReply): void {
  void reply.header('content-type', 'text/html; charset=utf-8');
  void reply.header('content-security-policy', PLAIN_PAGE_CSP);
  void reply.header('cache-control', 'no-store');
}
