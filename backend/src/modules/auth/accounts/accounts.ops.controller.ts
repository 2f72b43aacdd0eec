import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { AuthErrors } from '../auth.errors.js';
import { CurrentAccount, type OpsPrincipal } from '../current-account.decorator.js';
import { OpsAuth } from '../ops-auth.decorator.js';
import type { OpsAccountView } from './account-view.js';
import { CreateAccountCommand } from './commands/create-account/create-account.command.js';
import { CreateAccountDto } from './commands/create-account/create-account.dto.js';
import {
  EndAccountSessionsCommand,
  type EndAccountSessionsResult,
} from './commands/end-account-sessions/end-account-sessions.command.js';
import { UpdateAccountCommand } from './commands/update-account/update-account.command.js';
import { UpdateAccountDto } from './commands/update-account/update-account.dto.js';
import { GetAccountQuery } from './queries/get-account/get-account.query.js';
import { ACCOUNT_LIST, ListAccountsQuery } from './queries/list-accounts/list-accounts.query.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import {
  OpsAccountCreatedSchema,
  OpsAccountSchema,
  OpsEndSessionsResponseSchema,
  OpsEnrolmentLinkSchema,
  OpsUnlockSignInResponseSchema,
} from '@physio/api-contract/schemas';
import type { OpsAccountCreated, OpsEnrolmentLink, OpsUnlockSignInResponse } from '@physio/api-contract';
import { IssueEnrolmentLinkCommand } from './commands/issue-enrolment-link/issue-enrolment-link.command.js';
import { UnlockAccountSignInCommand } from './commands/unlock-account-sign-in/unlock-account-sign-in.command.js';

import { SignInThrottle } from '../throttle/sign-in-throttle.js';
/** The path's id, or 404 for anything that cannot be one. */
export function accountIdParam(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw AuthErrors.accountNotFound();
  return Number(id);
}

/** The `accounts` resource of the dashboard (react-admin simple-rest), admins only. No DELETE: disable instead. */
@ApiTags('ops: accounts')
@Controller('ops/accounts')
@OpsAuth('admin')
export class AccountsOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly throttle: SignInThrottle,
  ) {}

  /** The accounts with whether sign-in is slowed now (a lockout by failed attempts), read from the throttle. */
  private async withSlowing(accounts: OpsAccountView[]): Promise<OpsAccountView[]> {
    const until = await this.throttle.slowedUntil(accounts.map((account) => account.username));
    return accounts.map((account, i) => ({ ...account, sign_in_slowed_until: until[i]?.toISOString() ?? null }));
  }

  @Get()
  @ApiOperation({
    summary:
      'List accounts: ?sort=["username","ASC"]&range=[0,24]&filter={"q":"jane","role":["admin"],"active":true,"id":[1,2]}. JSON array; the total in Content-Range.',
  })
  @ApiListQuery(ACCOUNT_LIST, { rows: OpsAccountSchema, filter: '{"q":"jane","active":true}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsAccountView[]> {
    return answerList(query, reply, ACCOUNT_LIST, async (list) => {
      const page = await this.queryBus.execute(new ListAccountsQuery(list));
      return { ...page, rows: await this.withSlowing(page.rows) };
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One account.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND' })
  @Answers({ 200: OpsAccountSchema })
  async get(@Param('id') id: string): Promise<OpsAccountView> {
    const [account] = await this.withSlowing([await this.queryBus.execute(new GetAccountQuery(accountIdParam(id)))]);
    return account;
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Create an account with a first password (12-128 characters, not a common one; it works for one sign-in). In production the answer also carries the account’s one-time enrolment link (enrolment_link, shown once), and sign-in waits until the person has used it.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field (the password rule’s reason)' })
  @ApiConflictResponse({ description: 'OPS.CONFLICT: the username is taken' })
  @Answers({ 201: OpsAccountCreatedSchema })
  async create(@Body() body: CreateAccountDto, @CurrentAccount() actor: OpsPrincipal): Promise<OpsAccountCreated> {
    const { account, enrolmentLink } = await this.commandBus.execute(new CreateAccountCommand(actor, body));
    if (!enrolmentLink) return account;
    return {
      ...account,
      enrolment_link: { url: enrolmentLink.url, expires_at: enrolmentLink.expiresAt.toISOString() },
    };
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Change display name, role, active (false disables the account and ends its sessions) or password (a reset; ends its sessions).',
  })
  @ApiConflictResponse({ description: 'OPS.CONFLICT: an admin cannot disable themselves or drop their own admin role' })
  @Answers({ 200: OpsAccountSchema, 404: 'NOT_FOUND' })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateAccountDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsAccountView> {
    const { display_name, role, active, password } = body;
    const changes = { display_name, role, active, password, username: body.username };
    const { account } = await this.commandBus.execute(new UpdateAccountCommand(actor, accountIdParam(id), changes));
    return (await this.withSlowing([account]))[0];
  }

  @Post(':id/end-sessions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs the account out everywhere now.' })
  @Answers({ 200: OpsEndSessionsResponseSchema, 404: 'NOT_FOUND' })
  endSessions(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<EndAccountSessionsResult> {
    return this.commandBus.execute(new EndAccountSessionsCommand(actor, accountIdParam(id)));
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Forgets the account’s failed sign-in attempts, so it can sign in again at once (after a lockout by guessing).',
  })
  @Answers({ 200: OpsUnlockSignInResponseSchema, 404: 'NOT_FOUND' })
  unlock(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<OpsUnlockSignInResponse> {
    return this.commandBus.execute(new UnlockAccountSignInCommand(actor, accountIdParam(id)));
  }

  @Post(':id/enrolment-link')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Issues the account’s one-time enrolment link (<dashboard>/ops/enrol#<token>, answered this once): through it the person chooses a password and sets up their authenticator app, and is signed in. Any earlier link of the account stops working. Audited (never the token).',
  })
  @ApiConflictResponse({ description: 'OPS.CONFLICT on active: the account is disabled' })
  @Answers({ 201: OpsEnrolmentLinkSchema, 404: 'NOT_FOUND' })
  issueEnrolmentLink(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<OpsEnrolmentLink> {
    return this.commandBus.execute(new IssueEnrolmentLinkCommand(actor, accountIdParam(id)));
  }
}
