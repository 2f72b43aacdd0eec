import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { OpsWaitlistEntryDetail, OpsWaitlistRow } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { searchAuditEntry } from '../../audit/audited-search.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { GetWaitlistEntryQuery } from '../queries/get-waitlist-entry/get-waitlist-entry.query.js';
import { ListWaitlistQuery, WAITLIST_LIST } from '../queries/list-waitlist/list-waitlist.query.js';
import { RemoveWaitlistEntryCommand } from '../commands/remove-waitlist-entry/remove-waitlist-entry.command.js';
import { RemoveWaitlistEntryDto } from './waitlist-ops.dto.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import { OpsWaitlistEntryDetailSchema, OpsWaitlistRowSchema } from '@physio/api-contract/schemas';

/**
 * The waitlist in the operations dashboard (react-admin simple-rest resource `waitlist`). People join it only from
 * the public site; here coordinators see who waits where, open an entry (audited) and remove one on request.
 * Analysts: 403 (entries are people; the coverage list gives them the counts).
 */
@ApiTags('ops: waitlist')
@ApiUnauthorizedResponse({ description: 'Not signed in (AUTH.UNAUTHENTICATED).' })
@ApiForbiddenResponse({ description: 'Signed in as an analyst, or a POST without the session CSRF token.' })
@OpsAuth('coordinator', 'admin')
@Controller('ops/waitlist')
export class WaitlistOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Entries, newest first: district, post town, condition, notified and when. No name, email or postcode. ' +
      'filter={"q":"…"} searches by name, email, postcode, district or area (audited). ' +
      'Total in Content-Range (waitlist 0-24/<total>).',
  })
  @ApiListQuery(WAITLIST_LIST, { rows: OpsWaitlistRowSchema, filter: '{"area":"CB","notified":false}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsWaitlistRow[]> {
    return answerList(query, reply, WAITLIST_LIST, async (list) => {
      const page = await this.queryBus.execute(new ListWaitlistQuery(list));
      // Finding someone by name or email is a view of their details: audited before the answer leaves.
      if (list.filter.q !== undefined)
        await this.audit.record(searchAuditEntry(actor, 'waitlist', list.filter.q, page));
      return page;
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One entry with the name, email and postcode. Each view is recorded in the audit log.' })
  @ApiNotFoundResponse({ description: 'No entry has this id (or it left the waitlist).' })
  @Answers({ 200: OpsWaitlistEntryDetailSchema })
  get(@Param('id') id: string, @CurrentAccount() viewer: OpsPrincipal): Promise<OpsWaitlistEntryDetail> {
    return this.queryBus.execute(new GetWaitlistEntryQuery(id, viewer));
  }

  @Post(':id/remove')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Remove an entry, e.g. at the person’s request: deleted, audited with the reason; the person is not emailed. ' +
      'Answers the removed row.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming reason.' })
  @ApiNotFoundResponse({ description: 'No entry has this id (or it left the waitlist).' })
  @Answers({ 200: OpsWaitlistRowSchema })
  remove(
    @Param('id') id: string,
    @Body() body: RemoveWaitlistEntryDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsWaitlistRow> {
    return this.commandBus.execute(new RemoveWaitlistEntryCommand(id, body.reason, actor));
  }
}
