import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type {
  OpsChangePasswordResponse,
  OpsEnrolmentCompleteResponse,
  OpsEnrolmentStartResponse,
  OpsOwnSessionRow,
  OpsLoginResponse,
  OpsPasskey,
  OpsPasskeyRegistrationOptions,
  OpsPasskeySignInOptions,
  OpsReauthenticateResponse,
  OpsRecoveryCodesResponse,
  OpsSessionView,
  OpsTotpEnableResponse,
  OpsTotpSetupResponse,
} from '@physio/api-contract';
import { RegenerateRecoveryCodesCommand } from '../commands/regenerate-recovery-codes/regenerate-recovery-codes.command.js';
import { RegenerateRecoveryCodesDto } from '../commands/regenerate-recovery-codes/regenerate-recovery-codes.dto.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { derivedKeysOf } from '../../../config/derived-keys.js';
import { Env } from '../../../config/env.js';
import { clientHash } from '../../rate-limit/rate-limit-key.js';
import { ChangePasswordCommand } from '../commands/change-password/change-password.command.js';
import { EndOwnSessionCommand } from '../commands/end-own-session/end-own-session.command.js';
import { ListOwnSessionsQuery } from '../queries/list-own-sessions/list-own-sessions.query.js';
import { deviceLabel } from '../sessions/device-label.js';
import { SessionStore } from '../sessions/session-store.js';
import { ApiListQuery, parseListQuery, sendListPage, type ListSpec } from '../../../common/simple-rest/index.js';
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
import { OpsAuth, WhilePasskeyMissing, WhilePasswordChangeRequired } from '../ops-auth.decorator.js';
import { RateLimit } from '../../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../../rate-limit/rate-limit.guard.js';
import { StartPasskeySignInCommand } from '../commands/start-passkey-sign-in/start-passkey-sign-in.command.js';
import { deviceCookie, sessionCookie, type SessionCookie } from '../sessions/session-cookie.js';
import { TRUSTED_DEVICE_SECONDS } from '../throttle/trusted-devices.js';
import { sessionView } from '../sessions/session-view.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import {
  OpsChangePasswordResponseSchema,
  OpsEnrolmentCompleteResponseSchema,
  OpsEnrolmentStartResponseSchema,
  OpsLoginResponseSchema,
  OpsOwnSessionRowSchema,
  OpsRecoveryCodesResponseSchema,
  OpsSessionViewSchema,
  OpsTotpEnableResponseSchema,
  OpsTotpSetupResponseSchema,
  OpsPasskeyRegistrationOptionsSchema,
  OpsPasskeySchema,
  OpsPasskeySignInOptionsSchema,
  OpsReauthenticateResponseSchema,
} from '@physio/api-contract/schemas';
import { ReauthenticateCommand } from '../commands/reauthenticate/reauthenticate.command.js';
import { ReauthenticateDto } from '../commands/reauthenticate/reauthenticate.dto.js';
import { AddPasskeyCommand } from '../commands/add-passkey/add-passkey.command.js';
import { AddPasskeyDto } from '../commands/add-passkey/add-passkey.dto.js';
import { CompletePasskeyChallengeCommand } from '../commands/complete-passkey-challenge/complete-passkey-challenge.command.js';
import { CompletePasskeyChallengeDto } from '../commands/complete-passkey-challenge/complete-passkey-challenge.dto.js';
import { RemovePasskeyCommand } from '../commands/remove-passkey/remove-passkey.command.js';
import { StartPasskeyRegistrationCommand } from '../commands/start-passkey-registration/start-passkey-registration.command.js';
import { StartPasskeyRegistrationDto } from '../commands/start-passkey-registration/start-passkey-registration.dto.js';
import { ListOwnPasskeysQuery } from '../queries/list-own-passkeys/list-own-passkeys.query.js';
import { StartEnrolmentCommand } from '../commands/start-enrolment/start-enrolment.command.js';
import { StartEnrolmentDto } from '../commands/start-enrolment/start-enrolment.dto.js';
import { CompleteEnrolmentCommand } from '../commands/complete-enrolment/complete-enrolment.command.js';
import { CompleteEnrolmentDto } from '../commands/complete-enrolment/complete-enrolment.dto.js';

/** `auth/sessions`: the signed-in person's own sessions (a react-admin list; no filters, one page). */
const OWN_SESSIONS: ListSpec<Record<string, never>> = {
  resource: 'sessions',
  sortable: ['created_at'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  filters: {},
};

/** `auth/passkeys`: the signed-in person's own passkeys (a react-admin list; no filters, one page). */
const OWN_PASSKEYS: ListSpec<Record<string, never>> = {
  resource: 'passkeys',
  sortable: ['created_at'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  filters: {},
};

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
  private readonly device: SessionCookie;
  private readonly clientKey: Buffer;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly sessions: SessionStore,
    env: Env,
  ) {
    this.cookie = sessionCookie(env.NODE_ENV);
    this.device = deviceCookie(env.NODE_ENV, TRUSTED_DEVICE_SECONDS);
    this.clientKey = derivedKeysOf(env).get('client-hash');
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Username and password. signed-in (sets the session cookie), or totp-required / totp-setup-required with a challenge for POST /api/ops/auth/totp.',
  })
  @ApiUnauthorizedResponse({
    description: 'AUTH.INVALID_CREDENTIALS: wrong username or password (one answer for both)',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsLoginResponseSchema })
  async login(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsLoginResponse> {
    const result = await this.commandBus.execute(
      new SignInCommand(
        body.username,
        body.password,
        clientHash(request.ip, this.clientKey),
        request.cookies[this.device.name],
      ),
    );
    return this.answer(result, request, reply);
  }

  @Post('totp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The second step: the challenge from login and the 6-digit code (each code works once). Sets the session cookie.',
  })
  @ApiUnauthorizedResponse({
    description:
      'AUTH.INVALID_TOTP: wrong or used code (or recovery code), or an expired challenge; AUTH.PASSKEY_REQUIRED: the role signs in with a passkey (an app code does not; a recovery code does)',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsLoginResponseSchema })
  async totp(
    @Body() body: CompleteTotpChallengeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsLoginResponse> {
    const result = await this.commandBus.execute(
      new CompleteTotpChallengeCommand(
        body.challenge,
        body.code,
        clientHash(request.ip, this.clientKey),
        request.cookies[this.device.name],
      ),
    );
    return this.answer(result, request, reply);
  }

  @Post('passkey/options')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('passkey-sign-in')
  @ApiOperation({
    summary:
      'Starts a sign-in with a passkey alone (no username or password): the options for navigator.credentials.get and a challenge for POST /api/ops/auth/passkey.',
  })
  @Answers({ 200: OpsPasskeySignInOptionsSchema })
  passkeyOptions(): Promise<OpsPasskeySignInOptions> {
    return this.commandBus.execute(new StartPasskeySignInCommand());
  }

  @Post('passkey')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Signs in with a passkey: the challenge from login (passkey-required, after the password) or from POST /passkey/options (a passkey alone), and what navigator.credentials.get answered. Sets the session cookie.',
  })
  @ApiUnauthorizedResponse({
    description:
      'AUTH.INVALID_PASSKEY: not a passkey of this site (or, after a password, of that account), or its answer does not verify; AUTH.INVALID_TOTP: an expired or used challenge',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsLoginResponseSchema })
  async passkey(
    @Body() body: CompletePasskeyChallengeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsLoginResponse> {
    const result = await this.commandBus.execute(
      new CompletePasskeyChallengeCommand(
        body.challenge,
        body.credential,
        clientHash(request.ip, this.clientKey),
        request.cookies[this.device.name],
      ),
    );
    return this.answer(result, request, reply);
  }

  @Post('enrolment/start')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Opens a one-time enrolment link (the token after # in <dashboard>/ops/enrol#<token>): whom it is for, and a new authenticator app secret with a challenge for /enrolment/complete. Does not use the link up.',
  })
  @ApiBadRequestResponse({
    description:
      'AUTH.ENROLMENT_LINK_INVALID on token: expired, used, replaced by a newer link or unknown (one answer for all); VALIDATION_FAILED naming the field',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsEnrolmentStartResponseSchema })
  startEnrolment(@Body() body: StartEnrolmentDto, @Req() request: FastifyRequest): Promise<OpsEnrolmentStartResponse> {
    return this.commandBus.execute(new StartEnrolmentCommand(body.token, clientHash(request.ip, this.clientKey)));
  }

  @Post('enrolment/complete')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Uses the enrolment link: sets the chosen password, enables the authenticator app (its first code), answers ten recovery codes once, ends the account’s other sessions and signs in (sets the session cookie). Audited enrolment-completed.',
  })
  @ApiBadRequestResponse({
    description:
      'AUTH.ENROLMENT_LINK_INVALID on token; AUTH.INVALID_TOTP on code (wrong) or challenge (expired: open the link again); VALIDATION_FAILED on password with the rule broken',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsEnrolmentCompleteResponseSchema })
  async completeEnrolment(
    @Body() body: CompleteEnrolmentDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsEnrolmentCompleteResponse> {
    const result = await this.commandBus.execute(
      new CompleteEnrolmentCommand(
        body.token,
        body.challenge,
        body.password,
        body.code,
        clientHash(request.ip, this.clientKey),
      ),
    );
    await this.sessions.describe(result.sessionId, deviceLabel(request.headers['user-agent']));
    void reply.setCookie(this.cookie.name, result.sessionId, this.cookie.options);
    void reply.setCookie(this.device.name, result.deviceToken, this.device.options);
    return result.response;
  }

  @Post('logout')
  @HttpCode(204)
  @OpsAuth()
  @WhilePasswordChangeRequired()
  @ApiOperation({ summary: 'Ends this session on the server and clears the cookie.' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commandBus.execute(new SignOutCommand(opsRequestAuth(request)));
    void reply.clearCookie(this.cookie.name, this.cookie.options);
  }

  @Get('session')
  @OpsAuth()
  @WhilePasswordChangeRequired()
  @ApiOperation({ summary: 'Who is signed in, the CSRF token, and when the session ends. 401 when signed out.' })
  @Answers({ 200: OpsSessionViewSchema })
  session(@Req() request: FastifyRequest): OpsSessionView {
    const auth = opsRequestAuth(request);
    return sessionView(
      {
        ...auth.principal,
        totpEnabled: auth.totpEnabled,
        passwordMustChange: auth.passwordMustChange,
        passkeyMissing: auth.passkeyMissing,
      },
      auth.session,
    );
  }

  @Post('password')
  @HttpCode(200)
  @OpsAuth()
  @WhilePasswordChangeRequired()
  @ApiOperation({
    summary:
      'Changes the password (the current one is asked again). The session goes on under a new id (a new cookie) and CSRF token; every other session of the account ends.',
  })
  @ApiBadRequestResponse({
    description: 'AUTH.INVALID_CREDENTIALS on current_password; VALIDATION_FAILED on new_password with the rule broken',
  })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsChangePasswordResponseSchema })
  async changePassword(
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsChangePasswordResponse> {
    const result = await this.commandBus.execute(
      new ChangePasswordCommand(opsRequestAuth(request), body.current_password, body.new_password),
    );
    void reply.setCookie(this.cookie.name, result.sessionId, this.cookie.options);
    return result.response;
  }

  @Post('totp/setup')
  @HttpCode(200)
  @OpsAuth()
  @ApiOperation({
    summary: 'Starts enrolling a second factor (the current password is asked again): a secret to add to an app.',
  })
  @ApiBadRequestResponse({ description: 'AUTH.INVALID_CREDENTIALS on current_password' })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsTotpSetupResponseSchema })
  startTotpSetup(@Body() body: StartTotpSetupDto, @Req() request: FastifyRequest): Promise<OpsTotpSetupResponse> {
    return this.commandBus.execute(new StartTotpSetupCommand(opsRequestAuth(request), body.current_password));
  }

  @Post('totp/enable')
  @HttpCode(200)
  @OpsAuth()
  @ApiOperation({
    summary: 'Finishes the enrolment with a code from the app; every other session of the account ends.',
  })
  @ApiBadRequestResponse({ description: 'AUTH.INVALID_TOTP on code or setup_token' })
  @Answers({ 200: OpsTotpEnableResponseSchema })
  async enableTotp(
    @Body() body: EnableTotpDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsTotpEnableResponse> {
    const result = await this.commandBus.execute(
      new EnableTotpCommand(opsRequestAuth(request), body.setup_token, body.code),
    );
    void reply.setCookie(this.cookie.name, result.sessionId, this.cookie.options);
    return result.response;
  }

  @Get('sessions')
  @OpsAuth()
  @ApiOperation({
    summary:
      "The signed-in person's own live sessions: device, when each signed in and was last seen, and which is this one.",
  })
  @ApiListQuery(OWN_SESSIONS, { rows: OpsOwnSessionRowSchema })
  async ownSessions(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsOwnSessionRow[]> {
    const list = parseListQuery(query, OWN_SESSIONS);
    const rows: OpsOwnSessionRow[] = await this.queryBus.execute(new ListOwnSessionsQuery(opsRequestAuth(request)));
    if (list.sort.order === 'ASC') rows.reverse();
    return sendListPage(reply, 'sessions', list, {
      rows: rows.slice(list.offset, list.offset + list.limit),
      total: rows.length,
    });
  }

  @Post('reauthenticate')
  @HttpCode(200)
  @OpsAuth()
  @ApiOperation({
    summary: 'The password again: for the next 5 minutes this session may end the account’s other sessions. Audited.',
  })
  @ApiBadRequestResponse({ description: 'AUTH.INVALID_CREDENTIALS on current_password' })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsReauthenticateResponseSchema })
  reauthenticate(@Body() body: ReauthenticateDto, @Req() request: FastifyRequest): Promise<OpsReauthenticateResponse> {
    return this.commandBus.execute(new ReauthenticateCommand(opsRequestAuth(request), body.current_password));
  }

  @Delete('sessions/:id')
  @OpsAuth()
  @ApiOperation({
    summary:
      'Ends one of your own sessions (a browser left signed in elsewhere); ending this one signs you out here. Ending another needs the password given in the last 5 minutes (POST /reauthenticate, or any step that asked for it). Audited.',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: not one of your live sessions' })
  @ApiForbiddenResponse({
    description: 'AUTH.REAUTHENTICATION_REQUIRED: another session, and no re-authentication in the last 5 minutes',
  })
  @Answers({ 200: OpsOwnSessionRowSchema })
  async endOwnSession(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsOwnSessionRow> {
    const auth = opsRequestAuth(request);
    const ended = await this.commandBus.execute(new EndOwnSessionCommand(auth, id));
    if (id === auth.session.key) void reply.clearCookie(this.cookie.name, this.cookie.options);
    // react-admin's delete expects the record back.
    return ended;
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @OpsAuth()
  @ApiOperation({
    summary:
      'Ten new recovery codes (the current password is asked again); the earlier ones stop working. Each code works once at sign-in instead of a TOTP code.',
  })
  @ApiBadRequestResponse({ description: 'AUTH.INVALID_CREDENTIALS on current_password' })
  @ApiConflictResponse({ description: 'OPS.CONFLICT: the account has no authenticator app set up' })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsRecoveryCodesResponseSchema })
  regenerateRecoveryCodes(
    @Body() body: RegenerateRecoveryCodesDto,
    @Req() request: FastifyRequest,
  ): Promise<OpsRecoveryCodesResponse> {
    return this.commandBus.execute(new RegenerateRecoveryCodesCommand(opsRequestAuth(request), body.current_password));
  }

  @Post('passkeys/options')
  @HttpCode(200)
  @OpsAuth()
  @WhilePasskeyMissing()
  @ApiOperation({
    summary:
      'Starts registering a passkey (the current password is asked again): the options for navigator.credentials.create and a setup token (5 minutes, once).',
  })
  @ApiBadRequestResponse({ description: 'AUTH.INVALID_CREDENTIALS on current_password' })
  @ApiTooManyRequestsResponse({ description: THROTTLED })
  @Answers({ 200: OpsPasskeyRegistrationOptionsSchema })
  startPasskeyRegistration(
    @Body() body: StartPasskeyRegistrationDto,
    @Req() request: FastifyRequest,
  ): Promise<OpsPasskeyRegistrationOptions> {
    return this.commandBus.execute(new StartPasskeyRegistrationCommand(opsRequestAuth(request), body.current_password));
  }

  @Post('passkeys')
  @HttpCode(201)
  @OpsAuth()
  @WhilePasskeyMissing()
  @ApiOperation({
    summary:
      'Keeps the passkey the browser created (what navigator.credentials.create answered) under a name. Sign-ins then ask for it after the password. Audited.',
  })
  @ApiBadRequestResponse({
    description:
      'AUTH.INVALID_PASSKEY on setup_token (expired or used) or on credential (does not verify: another challenge or origin, no user verification)',
  })
  @ApiConflictResponse({ description: 'OPS.CONFLICT on credential: this passkey is registered already' })
  @Answers({ 201: OpsPasskeySchema })
  addPasskey(@Body() body: AddPasskeyDto, @Req() request: FastifyRequest): Promise<OpsPasskey> {
    return this.commandBus.execute(
      new AddPasskeyCommand(opsRequestAuth(request), body.setup_token, body.name, body.credential),
    );
  }

  @Get('passkeys')
  @OpsAuth()
  @WhilePasskeyMissing()
  @ApiOperation({ summary: 'The signed-in person’s own passkeys: name, when registered and last used.' })
  @ApiListQuery(OWN_PASSKEYS, { rows: OpsPasskeySchema })
  async ownPasskeys(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsPasskey[]> {
    const list = parseListQuery(query, OWN_PASSKEYS);
    const rows: OpsPasskey[] = await this.queryBus.execute(new ListOwnPasskeysQuery(opsRequestAuth(request)));
    if (list.sort.order === 'ASC') rows.reverse();
    return sendListPage(reply, 'passkeys', list, {
      rows: rows.slice(list.offset, list.offset + list.limit),
      total: rows.length,
    });
  }

  @Delete('passkeys/:id')
  @OpsAuth()
  @ApiOperation({
    summary:
      'Removes one of your own passkeys: it no longer signs in. Needs the password given in the last 5 minutes (POST /reauthenticate). Audited.',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: not one of your passkeys' })
  @ApiForbiddenResponse({ description: 'AUTH.REAUTHENTICATION_REQUIRED: no re-authentication in the last 5 minutes' })
  @Answers({ 200: OpsPasskeySchema })
  removePasskey(@Param('id') id: string, @Req() request: FastifyRequest): Promise<OpsPasskey> {
    const passkeyId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
    // react-admin's delete expects the record back.
    return this.commandBus.execute(new RemovePasskeyCommand(opsRequestAuth(request), passkeyId));
  }

  private async answer(result: SignInResult, request: FastifyRequest, reply: FastifyReply): Promise<OpsLoginResponse> {
    if (result.sessionId) {
      await this.sessions.describe(result.sessionId, deviceLabel(request.headers['user-agent']));
      void reply.setCookie(this.cookie.name, result.sessionId, this.cookie.options);
    }
    if (result.deviceToken) void reply.setCookie(this.device.name, result.deviceToken, this.device.options);
    return result.response;
  }
}
