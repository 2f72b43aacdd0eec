import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AvailabilityAnswerSchema,
  AvailabilityBodySchema,
  AvailabilityLinkBodySchema,
  AvailabilityLinkRequestedSchema,
} from '@physio/api-contract/schemas';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../../common/errors/domain-error.js';
import { httpStatusOf } from '../../../common/errors/http-status.js';
import { Answers, plain } from '../../../common/openapi/answers.decorator.js';
import { Env } from '../../../config/env.js';
import { PLAIN_PAGE_CSP } from '../../../web/plain-page.js';
import { RateLimit } from '../../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../../rate-limit/rate-limit.guard.js';
import { askForLinkPage, availabilityPage, linkRequestedPage } from './availability.pages.js';
import { AvailabilityService, type AvailabilityState, type AvailabilityView } from './availability.service.js';

type Answer = { status: 'expired' } | AvailabilityView;

/**
 * A physiotherapist's availability page, reached by the signed link in every referral email (or one they ask for by
 * email): HTML for browsers, JSON otherwise.
 */
@ApiTags('physiotherapists')
@Controller('physiotherapists/availability')
export class AvailabilityController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly env: Env,
  ) {}

  @Get()
  @ApiQuery({ name: 'token', required: true })
  @Answers({
    200: { schema: AvailabilityAnswerSchema, html: true },
    400: 'PHYSIOTHERAPIST.INVALID_TOKEN: a link we did not sign',
  })
  @ApiOperation({ summary: 'The availability page of the link in a referral email. Changes nothing.' })
  view(
    @Query('token') token: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Answer | string> {
    return this.answer(() => this.availability.view(token), accept, reply);
  }

  @Post()
  @HttpCode(200)
  @ApiBody({ schema: plain(AvailabilityBodySchema) })
  @Answers({
    200: { schema: AvailabilityAnswerSchema, html: true },
    400: 'PHYSIOTHERAPIST.INVALID_TOKEN, or VALIDATION_FAILED naming offers_paused_until, weekly_capacity or travel_radius_miles',
  })
  @ApiOperation({
    summary:
      'Pause new referrals until a date (empty: receive them), weekly capacity, travel radius; audited as made by that physiotherapist.',
  })
  update(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Answer | string> {
    const fields = record(body);
    return this.answer(() => this.availability.update(fields), accept, reply, fields.token, true);
  }

  @Get('link')
  @Answers({ 200: { schema: AvailabilityLinkRequestedSchema, html: true } })
  @ApiOperation({
    summary: 'The page where a physiotherapist asks for a new link by email (HTML; JSON says what to post).',
  })
  linkPage(
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): { status: 'ask' } | string {
    if (!accept?.includes('text/html')) return { status: 'ask' };
    htmlHeaders(reply);
    return askForLinkPage(this.env.PUBLIC_BASE_URL);
  }

  @Post('link')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('physio-link')
  @ApiBody({ schema: plain(AvailabilityLinkBodySchema) })
  @Answers({ 200: { schema: AvailabilityLinkRequestedSchema, html: true }, 400: 'VALIDATION_FAILED naming email' })
  @ApiOperation({
    summary:
      'Email a link to the availability page to this address if it is an active physiotherapist’s (at most one a day); the same answer either way.',
  })
  async requestLink(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ status: 'sent-if-registered' } | string> {
    const html = accept?.includes('text/html');
    try {
      await this.availability.requestLink(record(body));
    } catch (error) {
      if (!html || !(error instanceof DomainError)) throw error;
      htmlHeaders(reply);
      void reply.status(httpStatusOf(error));
      return askForLinkPage(this.env.PUBLIC_BASE_URL, error.message);
    }
    if (!html) return { status: 'sent-if-registered' };
    htmlHeaders(reply);
    return linkRequestedPage(this.env.PUBLIC_BASE_URL);
  }

  private async answer(
    act: () => Promise<AvailabilityState>,
    accept: string | undefined,
    reply: FastifyReply,
    token?: unknown,
    saving = false,
  ): Promise<Answer | string> {
    if (!accept?.includes('text/html')) {
      const state = await act();
      return state.kind === 'expired' ? { status: 'expired' } : state.view;
    }
    htmlHeaders(reply);
    const base = this.env.PUBLIC_BASE_URL;
    try {
      const state = await act();
      return availabilityPage(state, base, undefined, saving && state.kind === 'page');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      void reply.status(httpStatusOf(error));
      const current = token === undefined ? undefined : await this.availability.view(token).catch(() => undefined);
      return current ? availabilityPage(current, base, error.message) : askForLinkPage(base, error.message);
    }
  }
}

function htmlHeaders(reply: FastifyReply): void {
  void reply.header('content-type', 'text/html; charset=utf-8');
  void reply.header('content-security-policy', PLAIN_PAGE_CSP);
  void reply.header('cache-control', 'no-store');
}

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
