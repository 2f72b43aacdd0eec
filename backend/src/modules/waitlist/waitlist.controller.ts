import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { JoinWaitlistResponse } from '@physio/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DerivedKeys } from '../../config/derived-keys.js';
import { Env } from '../../config/env.js';
import { visitorKey } from '../demand/visitor-key.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { JoinWaitlistCommand } from './commands/join-waitlist/join-waitlist.command.js';
import { JoinWaitlistDto } from './commands/join-waitlist/join-waitlist.dto.js';
import { LeaveWaitlistCommand, type LeaveWaitlistResult } from './commands/leave-waitlist/leave-waitlist.command.js';
import {
  CheckUnsubscribeLinkQuery,
  type UnsubscribeLinkView,
} from './queries/check-unsubscribe-link/check-unsubscribe-link.query.js';
import { confirmLeavingPage, messagePage, UNSUBSCRIBE_PAGE_CSP } from './unsubscribe-page.js';
import { Idempotent } from '../../infra/idempotency/idempotent.decorator.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { plain } from '../../common/openapi/answers.decorator.js';
import {
  JoinWaitlistResponseSchema,
  LeaveWaitlistResponseSchema,
  WaitlistLinkViewSchema,
  WaitlistTokenBodySchema,
} from '@physio/api-contract/schemas';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly env: Env,
    private readonly keys: DerivedKeys,
  ) {}

  @Post()
  @Idempotent()
  @UseGuards(RateLimitGuard)
  @RateLimit('waitlist')
  @HttpCode(202)
  @Answers({ 202: JoinWaitlistResponseSchema })
  @ApiOperation({
    summary:
      'Join the waitlist for a postcode district. Always 202 {status: check_email, district, message}, whether or not this email had joined: the email sent to the address says which.',
  })
  async join(@Body() body: JoinWaitlistDto, @Req() request: FastifyRequest): Promise<JoinWaitlistResponse> {
    const key = visitorKey(this.keys.get('visitor-hash'), new Date(), request.ip, request.headers['user-agent']);
    return this.commandBus.execute(new JoinWaitlistCommand(body, key));
  }

  @Get('unsubscribe')
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: true })
  @Answers({ 200: { schema: WaitlistLinkViewSchema, html: true }, 400: 'WAITLIST.INVALID_TOKEN' })
  @ApiOperation({
    summary:
      'The leave link in waitlist emails. Changes nothing (mail scanners open links): HTML for browsers, a page whose "Leave the waitlist" button POSTs; JSON {status: on_waitlist | not_on_waitlist, message} otherwise. 400 for a bad token.',
  })
  async confirmUnsubscribe(
    @Query('token') token: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UnsubscribeLinkView | string> {
    const link = typeof token === 'string' ? token : '';
    const result = await this.queryBus.execute(new CheckUnsubscribeLinkQuery(link));
    if (!wantsHtml(accept)) return result;
    htmlPage(reply);
    return result.status === 'on_waitlist'
      ? confirmLeavingPage(result.message, link, this.env.PUBLIC_BASE_URL)
      : messagePage(result.message, this.env.PUBLIC_BASE_URL);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: false, description: 'The token, when the body does not carry it' })
  @ApiBody({
    required: false,
    schema: plain(WaitlistTokenBodySchema),
    description: 'JSON, or the same as a form (application/x-www-form-urlencoded), e.g. List-Unsubscribe=One-Click',
  })
  @Answers({ 200: { schema: LeaveWaitlistResponseSchema, html: true }, 400: 'WAITLIST.INVALID_TOKEN' })
  @ApiOperation({
    summary:
      "Leave the waitlist: the entry is deleted. Token in the body (JSON, or the page's form) or the query; also RFC 8058 one-click (form body List-Unsubscribe=One-Click to the List-Unsubscribe URL). Idempotent; 400 for a bad token.",
  })
  async unsubscribe(
    @Body() body: unknown,
    @Query('token') queryToken: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeaveWaitlistResult | string> {
    const bodyToken = body && typeof body === 'object' ? (body as Record<string, unknown>).token : undefined;
    const token = typeof bodyToken === 'string' ? bodyToken : typeof queryToken === 'string' ? queryToken : '';
    const result = await this.commandBus.execute(new LeaveWaitlistCommand(token));
    if (!wantsHtml(accept)) return result;
    htmlPage(reply);
    return messagePage(result.message, this.env.PUBLIC_BASE_URL);
  }
}

function wantsHtml(accept: string | undefined): boolean {
  return accept?.includes('text/html') ?? false;
}

function htmlPage(reply: FastifyReply): void {
  void reply.header('content-type', 'text/html; charset=utf-8');
  void reply.header('content-security-policy', UNSUBSCRIBE_PAGE_CSP);
  void reply.header('cache-control', 'no-store');
}
