import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { OpsLoginResponse, OpsSessionView, OpsTotpSetupResponse } from '@physio/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Env } from '../../../config/env.js';
import { clientHash } from '../../rate-limit/rate-limit-key.js';
import {
  ChangePasswordCommand,
  type ChangePasswordResult,
} from '../commands/change-password/change-password.command.js';
import { ChangePasswordDto } from '../commands/change-password/change-password.dto.js';
import { CompleteTotpChallengeCommand } from '../commands/complete-totp-challenge/complete-totp-challenge.command.js';
import { CompleteTotpChallengeDto } from '../commands/complete-totp-challenge/complete-totp-challenge.dto.js';
import { EnableTotpCommand } from '../commands/enable-totp/enable-totp.command.js';
import { EnableTotpDto } from '../commands/enable-totp/enable-totp.dto.js';
import { SignInCommand, type SignInResult } from '../commands/sign-in/sign-in.command.js';
import { SignInDto } from '../commands/sign-in/sign-in.dto.js';
import { SignOutCommand } from '../commands/sign-out/sign-out.command.js';
import { StartTotpSetupCommand } from '../commands/start-totp-setup/start-totp-setup.command.js';
import { StartTotpSetupDto } from '../commands/start-totp-setup/start-totp-setup.dto.js';
import { opsRequestAuth } from '../current-account.decorator.js';
import { OpsAuth } from '../ops-auth.decorator.js';
import { sessionCookie, type SessionCookie } from '../sessions/session-cookie.js';
import { sessionView } from '../sessions/session-view.js';
import {
  ChangePasswordResultDoc,
  OpsLoginResponseDoc,
  OpsSessionViewDoc,
  OpsTotpSetupResponseDoc,
} from './auth.ops.docs.js';

const THROTTLED = 'AUTH.THROTTLED with Retry-After (seconds): too many failed attempts for this username or client';

/**
 * Sign-in to the operations dashboard. Every body is JSON: the API refuses other content types (415), and a
 * cross-site HTML form cannot send JSON, so these unauthenticated POSTs cannot be forged from another site
 * (login CSRF); signed-in POSTs also need the CSRF token.
 */
@ApiTags('ops: sign-in')
@Controller('ops/auth')
export class AuthOpsController {
  private readonly cookie: SessionCookie;

  constructor(
    private readonly commandBus: CommandBus,
    env: Env,
  ) {
    this.cookie = sessionCookie(env.NODE_ENV);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Username and password. signed-in (sets the session cookie), or totp-required / totp-setup-required with a challenge for POST /api/ops/auth/totp.',
  })
  @ApiOkResponse({ type: OpsLoginResponseDoc })
  @ApiUnauthorizedResponse({
    description: 'AUTH.INVALID_CREDENTIALS: wrong username or password (one answer for both)',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  async login(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsLoginResponse> {
    const result = await this.commandBus.execute(
      new SignInCommand(body.username, body.password, clientHash(request.ip)),
    );
    return this.answer(result, reply);
  }

  @Post('totp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The second step: the challenge from login and the 6-digit code (each code works once). Sets the session cookie.',
  })
  @ApiOkResponse({ type: OpsLoginResponseDoc })
  @ApiUnauthorizedResponse({ description: 'AUTH.INVALID_TOTP: wrong or used code, or an expired challenge' })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  async totp(
    @Body() body: CompleteTotpChallengeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsLoginResponse> {
    const result = await this.commandBus.execute(
      new CompleteTotpChallengeCommand(body.challenge, body.code, clientHash(request.ip)),
    );
    return this.answer(result, reply);
  }

  @Post('logout')
  @HttpCode(204)
  @OpsAuth()
  @ApiOperation({ summary: 'Ends this session on the server and clears the cookie.' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commandBus.execute(new SignOutCommand(opsRequestAuth(request)));
    void reply.clearCookie(this.cookie.name, this.cookie.options);
  }

  @Get('session')
  @OpsAuth()
  @ApiOperation({ summary: 'Who is signed in, the CSRF token, and when the session ends. 401 when signed out.' })
  @ApiOkResponse({ type: OpsSessionViewDoc })
  session(@Req() request: FastifyRequest): OpsSessionView {
    const auth = opsRequestAuth(request);
    return sessionView({ ...auth.principal, totpEnabled: auth.totpEnabled }, auth.session);
  }

  @Post('password')
  @HttpCode(200)
  @OpsAuth()
  @ApiOperation({
    summary: 'Changes the password (the current one is asked again); every other session of the account ends.',
  })
  @ApiOkResponse({ type: ChangePasswordResultDoc })
  @ApiBadRequestResponse({
    description: 'AUTH.INVALID_CREDENTIALS on current_password; VALIDATION_FAILED on new_password with the rule broken',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  changePassword(@Body() body: ChangePasswordDto, @Req() request: FastifyRequest): Promise<ChangePasswordResult> {
    return this.commandBus.execute(
      new ChangePasswordCommand(opsRequestAuth(request), body.current_password, body.new_password),
    );
  }

  @Post('totp/setup')
  @HttpCode(200)
  @OpsAuth()
  @ApiOperation({
    summary: 'Starts enrolling a second factor (the current password is asked again): a secret to add to an app.',
  })
  @ApiOkResponse({ type: OpsTotpSetupResponseDoc })
  @ApiBadRequestResponse({ description: 'AUTH.INVALID_CREDENTIALS on current_password' })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  startTotpSetup(@Body() body: StartTotpSetupDto, @Req() request: FastifyRequest): Promise<OpsTotpSetupResponse> {
    return this.commandBus.execute(new StartTotpSetupCommand(opsRequestAuth(request), body.current_password));
  }

  @Post('totp/enable')
  @HttpCode(200)
  @OpsAuth()
  @ApiOperation({
    summary: 'Finishes the enrolment with a code from the app; every other session of the account ends.',
  })
  @ApiOkResponse({ type: OpsSessionViewDoc })
  @ApiBadRequestResponse({ description: 'AUTH.INVALID_TOTP on code or setup_token' })
  enableTotp(@Body() body: EnableTotpDto, @Req() request: FastifyRequest): Promise<OpsSessionView> {
    return this.commandBus.execute(new EnableTotpCommand(opsRequestAuth(request), body.setup_token, body.code));
  }

  private answer(result: SignInResult, reply: FastifyReply): OpsLoginResponse {
    if (result.sessionId) void reply.setCookie(this.cookie.name, result.sessionId, this.cookie.options);
    return result.response;
  }
}
