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
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { GetWaitlistEntryQuery } from './get-waitlist-entry.query.js';
import { ListWaitlistQuery, WAITLIST_LIST } from './list-waitlist.query.js';
import { RemoveWaitlistEntryCommand } from './remove-waitlist-entry.command.js';
import { RemoveWaitlistEntryDto } from './waitlist-ops.dto.js';

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
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Entries, newest first: district, post town, condition, notified and when. No name, email or postcode. ' +
      'Total in Content-Range (waitlist 0-24/<total>).',
  })
  @ApiListQuery(WAITLIST_LIST, { filter: '{"area":"CB","notified":false}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsWaitlistRow[]> {
    return answerList(query, reply, WAITLIST_LIST, (list) => this.queryBus.execute(new ListWaitlistQuery(list)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One entry with the name, email and postcode. Each view is recorded in the audit log.' })
  @ApiNotFoundResponse({ description: 'No entry has this id (or it left the waitlist).' })
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
  remove(
    @Param('id') id: string,
    @Body() body: RemoveWaitlistEntryDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsWaitlistRow> {
    return this.commandBus.execute(new RemoveWaitlistEntryCommand(id, body.reason, actor));
  }
}
