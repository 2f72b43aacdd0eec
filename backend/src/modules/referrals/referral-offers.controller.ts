import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AcceptReferralOfferBodySchema,
  CheckInAnswerSchema,
  CheckInBodySchema,
  DeclineReferralOfferBodySchema,
  PlanReferralOfferBodySchema,
  ReferralOfferAnswerSchema,
} from '@physio/api-contract/schemas';
import { Answers, plain } from '../../common/openapi/answers.decorator.js';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../common/errors/domain-error.js';
import { httpStatusOf } from '../../common/errors/http-status.js';
import { Env } from '../../config/env.js';
import { PLAIN_PAGE_CSP } from '../../web/plain-page.js';
import { FamilyCheckInsService, type CheckInState } from './family-check-ins.service.js';
import { checkInPage, offerPage, problemPage } from './referral-offer.pages.js';
import { ReferralOffersService, type OfferLookup } from './referral-offers.service.js';

type Answer = { status: 'expired' } | Extract<OfferLookup, { kind: 'offer' }>['offer'];

/**
 * A physiotherapist's answer to a referral offer, from the links of its emails: HTML pages for browsers (plain
 * forms), JSON for anything else. The token in the link names one offer and expires at its reply deadline (the
 * acceptance email's link, later). 400 names the field; 409 says what became of an offer that can no longer take
 * the answer.
 */
@ApiTags('referrals')
@Controller('referral-offers')
export class ReferralOffersController {
  constructor(
    private readonly offers: ReferralOffersService,
    private readonly checkIns: FamilyCheckInsService,
    private readonly env: Env,
  ) {}

  @Get('check-in')
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({
    name: 'answer',
    required: false,
    enum: ['yes', 'not-yet'],
    description: 'The email button followed: shown first',
  })
  @Answers({
    200: { schema: CheckInAnswerSchema, html: true },
    400: 'REFERRAL_CHECK_IN.INVALID_TOKEN: a link we did not sign',
  })
  @ApiOperation({
    summary:
      'The page of a family check-in email ("Has <name> been in touch?", "Did the first visit happen?"): changes nothing. JSON: {question, physiotherapist, first_visit_on, answer} or {status: expired}; 400 for a link we did not sign.',
  })
  checkInView(
    @Query('token') token: unknown,
    @Query('answer') answer: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CheckInAnswerBody | string> {
    return this.checkIn(
      () => this.checkIns.view(token),
      accept,
      reply,
      typeof answer === 'string' ? answer : undefined,
    );
  }

  @Post('check-in')
  @HttpCode(200)
  @ApiBody({ schema: plain(CheckInBodySchema) })
  @Answers({
    200: { schema: CheckInAnswerSchema, html: true },
    400: 'REFERRAL_CHECK_IN.INVALID_TOKEN: a link we did not sign; VALIDATION_FAILED naming answer',
    409: 'OPS.CONFLICT: the offer changed since we asked (withdrawn), or the question was not asked yet',
  })
  @ApiOperation({
    summary:
      'The family answers: {token, answer: yes | not-yet} (JSON or the page form). "Not yet" (or "no" to the visit) puts the request back in the coordinators\' queue and reminds the physiotherapist; the latest answer stands.',
  })
  checkInAnswer(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CheckInAnswerBody | string> {
    return this.checkIn(() => this.checkIns.answer(record(body)), accept, reply, undefined, record(body).token);
  }

  @Get('respond')
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({
    name: 'answer',
    required: false,
    enum: ['accept', 'decline'],
    description: 'The email button followed: its form first',
  })
  @Answers({
    200: { schema: ReferralOfferAnswerSchema, html: true },
    400: 'REFERRAL_OFFER.INVALID_TOKEN: a link we did not sign, or another offer',
  })
  @ApiOperation({
    summary:
      'The page an offer email links to (`?token=&answer=accept|decline`). Changes nothing. JSON: the offer (the family only once accepted) or {status: expired}; 400 for a link we did not sign.',
  })
  async respond(
    @Query('token') token: unknown,
    @Query('answer') answer: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Answer | string> {
    return this.answer(() => this.offers.view(token), accept, reply, typeof answer === 'string' ? answer : undefined);
  }

  @Post('accept')
  @HttpCode(200)
  @ApiBody({ schema: plain(AcceptReferralOfferBodySchema) })
  @Answers({
    200: { schema: ReferralOfferAnswerSchema, html: true },
    400: 'REFERRAL_OFFER.INVALID_TOKEN, or VALIDATION_FAILED naming first_call_at or first_visit_on',
    409: 'OPS.CONFLICT: the offer was declined, lapsed or withdrawn (the message says which)',
  })
  @ApiOperation({
    summary:
      'Accept an open offer: {token, first_call_at?, first_visit_on?} (JSON or the page form). Answers the offer with the family; again: the same. 409 when declined, lapsed or withdrawn.',
  })
  accept(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Answer | string> {
    return this.answer(() => this.offers.accept(record(body)), accept, reply, undefined, record(body).token);
  }

  @Post('decline')
  @HttpCode(200)
  @ApiBody({ schema: plain(DeclineReferralOfferBodySchema) })
  @Answers({
    200: { schema: ReferralOfferAnswerSchema, html: true },
    400: 'REFERRAL_OFFER.INVALID_TOKEN, or VALIDATION_FAILED naming reason or note',
    409: 'OPS.CONFLICT: the offer was accepted, lapsed or withdrawn',
  })
  @ApiOperation({
    summary:
      'Decline an open offer: {token, reason: no-capacity | too-far | not-my-specialty | other, note (required with other)}. The family goes to the next physiotherapist. 409 when accepted, lapsed or withdrawn.',
  })
  decline(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Answer | string> {
    return this.answer(() => this.offers.decline(record(body)), accept, reply, 'decline', record(body).token);
  }

  @Post('plan')
  @HttpCode(200)
  @ApiBody({ schema: plain(PlanReferralOfferBodySchema) })
  @Answers({
    200: { schema: ReferralOfferAnswerSchema, html: true },
    400: 'REFERRAL_OFFER.INVALID_TOKEN, or VALIDATION_FAILED naming first_call_at or first_visit_on',
    409: 'OPS.CONFLICT: the offer is not accepted',
  })
  @ApiOperation({
    summary:
      'After accepting: {token, first_call_at?, first_visit_on?}; what is not given stays. 409 when the offer is not accepted.',
  })
  plan(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Answer | string> {
    return this.answer(() => this.offers.plan(record(body)), accept, reply, undefined, record(body).token);
  }

  private async checkIn(
    act: () => Promise<CheckInState>,
    accept: string | undefined,
    reply: FastifyReply,
    preferred?: string,
    token?: unknown,
  ): Promise<CheckInAnswerBody | string> {
    if (!accept?.includes('text/html')) {
      const state = await act();
      if (state.kind === 'expired') return { status: 'expired' };
      const { kind: _kind, token: _token, offerId: _offerId, ...view } = state;
      return view;
    }
    htmlHeaders(reply);
    const base = this.env.PUBLIC_BASE_URL;
    try {
      return checkInPage(await act(), base, preferred);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      void reply.status(httpStatusOf(error));
      const current = token === undefined ? undefined : await this.checkIns.view(token).catch(() => undefined);
      return current ? checkInPage(current, base, preferred, error.message) : problemPage(error.message, base);
    }
  }

  /**
   * JSON answers let errors through to the global filter. Browsers get a page: on an error, the offer's page again
   * with the error on top (the link still works), or the problem alone when the link itself is bad.
   */
  private async answer(
    act: () => Promise<OfferLookup>,
    accept: string | undefined,
    reply: FastifyReply,
    answer?: string,
    token?: unknown,
  ): Promise<Answer | string> {
    if (!accept?.includes('text/html')) {
      const found = await act();
      return found.kind === 'expired' ? { status: 'expired' } : found.offer;
    }
    htmlHeaders(reply);
    const base = this.env.PUBLIC_BASE_URL;
    try {
      return offerPage(await act(), base, answer);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      void reply.status(httpStatusOf(error));
      const current = token === undefined ? undefined : await this.offers.view(token).catch(() => undefined);
      return current ? offerPage(current, base, answer, error.message) : problemPage(error.message, base);
    }
  }
}

type CheckInAnswerBody =
  | { status: 'expired' }
  | (Omit<Extract<CheckInState, { kind: 'question' }>, 'kind' | 'token' | 'offerId' | 'physiotherapist'> & {
      physiotherapist: string;
    });

function htmlHeaders(reply: FastifyReply): void {
  void reply.header('content-type', 'text/html; charset=utf-8');
  void reply.header('content-security-policy', PLAIN_PAGE_CSP);
}

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
