import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type {
  ConfirmFinderRequestResponse,
  FinderConfirmationLinkView,
  FinderRequestView,
  SubmitFinderRequestResponse,
} from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { DerivedKeys } from '../../config/derived-keys.js';
import { Env } from '../../config/env.js';
import { ConfirmFinderRequestCommand } from './commands/confirm-finder-request/confirm-finder-request.command.js';
import { confirmationPageUrl, verifyConfirmationToken } from './confirmation-link.js';
import { FinderRequestErrors } from './finder-requests.errors.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { SubmitFinderRequestCommand } from './commands/submit-finder-request/submit-finder-request.command.js';
import { SubmitFinderRequestDto } from './commands/submit-finder-request/submit-finder-request.dto.js';
import { GetFinderRequestQuery } from './queries/get-finder-request/get-finder-request.query.js';
import { Idempotent } from '../../infra/idempotency/idempotent.decorator.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { plain } from '../../common/openapi/answers.decorator.js';
import {
  ConfirmFinderRequestBodySchema,
  ConfirmFinderRequestResponseSchema,
  FinderConfirmationLinkViewSchema,
  FinderRequestViewSchema,
  SubmitFinderRequestResponseSchema,
} from '@physio/api-contract/schemas';

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
  @Idempotent()
  @ApiOperation({
    summary:
      'Submit the finder. 201 { id, status: "pending" }; 422 OUT_OF_AREA; 400 naming the field; 429 when rate-limited.',
  })
  @Answers({
    201: SubmitFinderRequestResponseSchema,
    422: 'OUT_OF_AREA: the postcode district is not served',
  })
  submit(@Body() body: SubmitFinderRequestDto): Promise<SubmitFinderRequestResponse> {
    return this.commandBus.execute(new SubmitFinderRequestCommand(body));
  }

  @Get('confirm')
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: true })
  @Answers({
    200: FinderConfirmationLinkViewSchema,
    303: {
      description: "A browser (text/html): the site's confirmation page for this link",
      headers: { location: { description: '/confirm?token=…', required: true } },
    },
    400: 'FINDER_REQUEST.INVALID_TOKEN: a link we did not sign',
  })
  @ApiOperation({
    summary:
      "What a confirmation email's link would do, changing nothing (mail scanners open links): JSON {status: valid | expired, id}; a browser asking for HTML (links sent before the site's page) is sent to the site's /confirm page. 400 for a link we did not sign.",
  })
  confirmPage(
    @Query('token') token: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): FinderConfirmationLinkView | undefined {
    const link = typeof token === 'string' ? token : '';
    if (wantsHtml(accept)) {
      // The site's page says what is wrong with a bad link too.
      seeSitePage(reply, confirmationPageUrl(this.env.PUBLIC_BASE_URL, link));
      return undefined;
    }
    const check = verifyConfirmationToken(this.keys.get('finder-confirmation'), link);
    if (!check.valid && !check.expired) throw FinderRequestErrors.invalidConfirmationLink();
    return { status: check.valid ? 'valid' : 'expired', id: check.requestId };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiBody({ schema: plain(ConfirmFinderRequestBodySchema) })
  @Answers({
    200: ConfirmFinderRequestResponseSchema,
    303: {
      description:
        "A form post from a browser (text/html): the site's confirmation page, showing where the request now is",
      headers: { location: { description: '/confirm?token=…', required: true } },
    },
    400: 'FINDER_REQUEST.INVALID_TOKEN: a link we did not sign',
    404: 'NOT_FOUND: the request is gone',
  })
  @ApiOperation({
    summary:
      "Confirm a request with the token of the email's link (JSON {token}, or a form post): only then is a place reserved and the referral sent. 200 {status: confirmed | already_confirmed | expired, id, message}; a form post from a browser is sent on to the site's /confirm page (303); 400 for a link we did not sign; 404 when the request is gone.",
  })
  async confirm(
    @Body() body: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConfirmFinderRequestResponse | undefined> {
    const given = body && typeof body === 'object' ? (body as Record<string, unknown>).token : undefined;
    const token = typeof given === 'string' ? given : '';
    const result = await this.commandBus.execute(new ConfirmFinderRequestCommand(token));
    if (!wantsHtml(accept)) return result;
    seeSitePage(reply, confirmationPageUrl(this.env.PUBLIC_BASE_URL, token));
    return undefined;
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'A request, the recommended or matched physiotherapist’s public profile and, once matched, where its offer stands (offered, reply by; accepted, contact by, first call, first visit). 404 if unknown.',
  })
  @Answers({ 200: FinderRequestViewSchema, 404: 'NOT_FOUND: no finder request has this id' })
  get(@Param('id') id: string): Promise<FinderRequestView> {
    return this.queryBus.execute(new GetFinderRequestQuery(id));
  }
}

function wantsHtml(accept: string | undefined): boolean {
  return accept?.includes('text/html') ?? false;
}

function seeSitePage(reply: FastifyReply, url: string): void {
  void reply.code(303);
  void reply.header('location', url);
  void reply.header('cache-control', 'no-store');
}
