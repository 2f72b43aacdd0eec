import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../../../common/errors/domain-error.js';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
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

/** The path's id, or 404 for anything that cannot be one. */
export function accountIdParam(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw new NotFoundError('Account');
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
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'List accounts: ?sort=["username","ASC"]&range=[0,24]&filter={"q":"jane","role":["admin"],"active":true,"id":[1,2]}. JSON array; the total in Content-Range.',
  })
  @ApiListQuery(ACCOUNT_LIST, { filter: '{"q":"jane","active":true}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsAccountView[]> {
    return answerList(query, reply, ACCOUNT_LIST, (list) => this.queryBus.execute(new ListAccountsQuery(list)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One account.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND' })
  get(@Param('id') id: string): Promise<OpsAccountView> {
    return this.queryBus.execute(new GetAccountQuery(accountIdParam(id)));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account with a first password (12-128 characters, not a common one).' })
  @ApiCreatedResponse({ description: 'The account' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field (the password rule’s reason)' })
  @ApiConflictResponse({ description: 'OPS.CONFLICT: the username is taken' })
  async create(@Body() body: CreateAccountDto, @CurrentAccount() actor: OpsPrincipal): Promise<OpsAccountView> {
    return (await this.commandBus.execute(new CreateAccountCommand(actor, body))).account;
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Change display name, role, active (false disables the account and ends its sessions) or password (a reset; ends its sessions).',
  })
  @ApiOkResponse({ description: 'The account' })
  @ApiConflictResponse({ description: 'OPS.CONFLICT: an admin cannot disable themselves or drop their own admin role' })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateAccountDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsAccountView> {
    const { display_name, role, active, password } = body;
    const changes = { display_name, role, active, password, username: body.username };
    return (await this.commandBus.execute(new UpdateAccountCommand(actor, accountIdParam(id), changes))).account;
  }

  @Post(':id/end-sessions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs the account out everywhere now.' })
  @ApiOkResponse({ description: '{ id, sessions_ended }' })
  endSessions(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<EndAccountSessionsResult> {
    return this.commandBus.execute(new EndAccountSessionsCommand(actor, accountIdParam(id)));
  }
}
