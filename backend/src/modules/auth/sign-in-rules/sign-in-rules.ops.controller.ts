import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OPS_ROLES, type OpsRole, type OpsSignInRule } from '@physio/api-contract';
import { OpsSignInRuleSchema } from '@physio/api-contract/schemas';
import type { FastifyReply } from 'fastify';
import { AuthErrors } from '../auth.errors.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import { ApiListQuery, parseListQuery, sendListPage, type ListSpec } from '../../../common/simple-rest/index.js';
import { CurrentAccount, type OpsPrincipal } from '../current-account.decorator.js';
import { OpsAuth } from '../ops-auth.decorator.js';
import { UpdateSignInRuleCommand } from './commands/update-sign-in-rule/update-sign-in-rule.command.js';
import { UpdateSignInRuleDto } from './commands/update-sign-in-rule/update-sign-in-rule.dto.js';
import { ListSignInRulesQuery } from './queries/list-sign-in-rules/list-sign-in-rules.query.js';

/** `sign-in-rules`: one row per role, in the roles' order (no filters, one page). */
const SIGN_IN_RULES: ListSpec<Record<string, never>> = {
  resource: 'sign-in-rules',
  sortable: ['id'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: {},
};

function roleParam(role: string): OpsRole {
  if (!(OPS_ROLES as readonly string[]).includes(role)) throw AuthErrors.signInRuleNotFound();
  return role as OpsRole;
}

/** The `sign-in-rules` resource of the dashboard (react-admin simple-rest): how each role signs in. Admins only. */
@ApiTags('ops: accounts')
@Controller('ops/sign-in-rules')
@OpsAuth('admin')
export class SignInRulesOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Each role’s sign-in rule: whether a passkey is required, with how many of its active accounts have none yet.',
  })
  @ApiListQuery(SIGN_IN_RULES, { rows: OpsSignInRuleSchema })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, SIGN_IN_RULES);
    const rows: OpsSignInRule[] = await this.queryBus.execute(new ListSignInRulesQuery());
    if (list.sort.order === 'DESC') rows.reverse();
    return sendListPage(reply, 'sign-in-rules', list, {
      rows: rows.slice(list.offset, list.offset + list.limit),
      total: rows.length,
    });
  }

  @Get(':role')
  @ApiOperation({ summary: 'One role’s sign-in rule.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: not a role' })
  @Answers({ 200: OpsSignInRuleSchema })
  async one(@Param('role') role: string): Promise<OpsSignInRule> {
    const wanted = roleParam(role);
    const rows: OpsSignInRule[] = await this.queryBus.execute(new ListSignInRulesQuery());
    const rule = rows.find((row) => row.id === wanted);
    if (!rule) throw AuthErrors.signInRuleNotFound();
    return rule;
  }

  @Put(':role')
  @ApiOperation({
    summary:
      'Requires passkeys of a role’s accounts, or stops requiring them. At once: their password and app code no longer sign in (a recovery code still does), and an account without a passkey can only add one. Audited.',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: not a role' })
  @ApiConflictResponse({
    description: 'OPS.CONFLICT on passkey_required: your own role, and you have no passkey yet',
  })
  @Answers({ 200: OpsSignInRuleSchema })
  update(
    @Param('role') role: string,
    @Body() body: UpdateSignInRuleDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsSignInRule> {
    return this.commandBus.execute(new UpdateSignInRuleCommand(actor, roleParam(role), body.passkey_required));
  }
}
