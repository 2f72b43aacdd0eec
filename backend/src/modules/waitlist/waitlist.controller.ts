import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JoinWaitlistResponse } from '@physio/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Env } from '../../config/env.js';
import { visitorKey } from '../demand/visitor-key.js';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { JoinWaitlistCommand } from './commands/join-waitlist/join-waitlist.command.js';
import { JoinWaitlistDto } from './commands/join-waitlist/join-waitlist.dto.js';
import { LeaveWaitlistCommand, type LeaveWaitlistResult } from './commands/leave-waitlist/leave-waitlist.command.js';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly env: Env,
  ) {}

  @Post()
  @UseGuards(RateLimitGuard)
  @RateLimit('forms')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Join the waitlist for a postcode district. Always 202 {status: check_email, district, message}, whether or not this email had joined: the email sent to the address says which.',
  })
  async join(@Body() body: JoinWaitlistDto, @Req() request: FastifyRequest): Promise<JoinWaitlistResponse> {
    const key = visitorKey(this.env.LINK_SIGNING_SECRET, new Date(), request.ip, request.headers['user-agent']);
    return this.commandBus.execute(new JoinWaitlistCommand(body, key));
  }

  @Get('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'One-click leave from the link in waitlist emails. HTML for browsers, JSON otherwise; 400 for a bad token.',
  })
  async unsubscribe(
    @Query('token') token: unknown,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeaveWaitlistResult | string> {
    const result = await this.commandBus.execute(new LeaveWaitlistCommand(typeof token === 'string' ? token : ''));
    if (accept?.includes('text/html')) {
      void reply.header('content-type', 'text/html; charset=utf-8');
      return unsubscribedPage(result.message, this.env.PUBLIC_BASE_URL);
    }
    return result;
  }
}

function unsubscribedPage(message: string, baseUrl: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Waitlist - Home Physio Finder</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937"><h1 style="font-size:1.4rem">Home Physio Finder</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(baseUrl)}/">Back to Home Physio Finder</a></p></body></html>`;
}
