import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpsFinderRequestDetail, OpsFinderRequestRow } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { searchAuditEntry } from '../../audit/audited-search.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { AddFinderRequestNoteCommand } from '../commands/add-finder-request-note/add-finder-request-note.command.js';
import { AssignFinderRequestCommand } from '../commands/assign-finder-request/assign-finder-request.command.js';
import { FollowUpFinderRequestCommand } from '../commands/follow-up-finder-request/follow-up-finder-request.command.js';
import { RematchFinderRequestCommand } from '../commands/rematch-finder-request/rematch-finder-request.command.js';
import { GetFinderRequestForOpsQuery } from '../queries/get-finder-request-for-ops/get-finder-request-for-ops.query.js';
import { FINDER_REQUEST_LIST } from '../queries/list-finder-requests-for-ops/list-finder-requests-for-ops.handler.js';
import { ListFinderRequestsForOpsQuery } from '../queries/list-finder-requests-for-ops/list-finder-requests-for-ops.query.js';
import { LogFinderRequestCallCommand } from '../commands/log-finder-request-call/log-finder-request-call.command.js';
import { SetFollowUpDateCommand } from '../commands/set-follow-up-date/set-follow-up-date.command.js';
import { TakeFinderRequestCommand } from '../commands/take-finder-request/take-finder-request.command.js';
import {
  AddFinderRequestNoteDto,
  AssignFinderRequestDto,
  FollowUpFinderRequestDto,
  LogFinderRequestCallDto,
  SetFollowUpDateDto,
} from './finder-request-ops.dto.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import { OpsFinderRequestDetailSchema, OpsFinderRequestRowSchema } from '@physio/api-contract/schemas';

/** The coordinators' queue of finder requests. Every action answers the request as it now stands. */
@ApiTags('ops: finder requests')
@OpsAuth('coordinator', 'admin')
@Controller('ops/finder-requests')
export class FinderRequestsOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The queue (react-admin simple-rest). filter={"needs_attention":true} gives the requests that need a person; sort=["urgency_rank","ASC"] puts urgent first, then oldest; filter={"q":"…"} searches every request by reference, family name, email, phone or postcode (audited). Rows carry no contact details.',
  })
  @ApiListQuery(FINDER_REQUEST_LIST, { rows: OpsFinderRequestRowSchema, filter: '{"needs_attention":true}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsFinderRequestRow[]> {
    return answerList(query, reply, FINDER_REQUEST_LIST, async (list) => {
      const page = await this.queryBus.execute(new ListFinderRequestsForOpsQuery(list));
      // A search by name, email or phone finds a family: the answer leaves only once the trail is written.
      if (list.filter.q !== undefined) {
        await this.audit.record(searchAuditEntry(actor, 'finder-requests', list.filter.q, page));
      }
      return page;
    });
  }

  @Get(':id')
  @ApiOperation({
    summary: "A request with the family's details, the match, notes and ranked candidates. Every view is audited.",
  })
  @Answers({ 200: OpsFinderRequestDetailSchema, 404: 'NOT_FOUND: no finder request has this id' })
  get(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<OpsFinderRequestDetail> {
    return this.viewed(id, actor);
  }

  @Post(':id/assign')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Assign a physiotherapist by hand (same emails as an automatic match, once). 400 over_capacity_reason when they have no places left.',
  })
  @Answers({
    200: OpsFinderRequestDetailSchema,
    404: 'NOT_FOUND: the request or the physiotherapist',
    409: 'OPS.CONFLICT: the request cannot be assigned now',
  })
  async assign(
    @Param('id') id: string,
    @Body() body: AssignFinderRequestDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(
      new AssignFinderRequestCommand(id, body.physiotherapist_id, body.over_capacity_reason, actor),
    );
    return this.viewed(id, actor);
  }

  @Post(':id/status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the follow-up: contacted, closed, or cancelled with a reason.' })
  @Answers({
    200: OpsFinderRequestDetailSchema,
    404: 'NOT_FOUND: no finder request has this id',
    409: 'OPS.CONFLICT: not a follow-up this request can take',
  })
  async followUp(
    @Param('id') id: string,
    @Body() body: FollowUpFinderRequestDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(new FollowUpFinderRequestCommand(id, body.status, body.reason, actor));
    return this.viewed(id, actor);
  }

  @Post(':id/notes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a note (author and time recorded).' })
  @Answers({ 200: OpsFinderRequestDetailSchema, 404: 'NOT_FOUND: no finder request has this id' })
  async addNote(
    @Param('id') id: string,
    @Body() body: AddFinderRequestNoteDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(new AddFinderRequestNoteCommand(id, body.body, actor));
    return this.viewed(id, actor);
  }

  @Post(':id/rematch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run the matching again for an unmatched request.' })
  @Answers({
    200: OpsFinderRequestDetailSchema,
    404: 'NOT_FOUND: no finder request has this id',
    409: 'OPS.CONFLICT: only an unmatched request is matched again',
  })
  async rematch(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(new RematchFinderRequestCommand(id, actor));
    return this.viewed(id, actor);
  }

  @Post(':id/take')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Assign to me: the signed-in coordinator takes the request (from whoever had it); filter={"owner_id":<their id>} lists theirs.',
  })
  @Answers({
    200: OpsFinderRequestDetailSchema,
    404: 'NOT_FOUND: no finder request has this id',
    409: 'OPS.CONFLICT: the request is closed or cancelled',
  })
  async take(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(new TakeFinderRequestCommand(id, true, actor));
    return this.viewed(id, actor);
  }

  @Post(':id/hand-back')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hand back a request the signed-in coordinator has taken.' })
  @Answers({
    200: OpsFinderRequestDetailSchema,
    404: 'NOT_FOUND: no finder request has this id',
    409: 'OPS.CONFLICT: the signed-in coordinator does not have it',
  })
  async handBack(@Param('id') id: string, @CurrentAccount() actor: OpsPrincipal): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(new TakeFinderRequestCommand(id, false, actor));
    return this.viewed(id, actor);
  }

  @Post(':id/follow-up-date')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The London day the request comes back to the top of the queue (today to a year ahead); until then it is not "needing attention". null clears it.',
  })
  @Answers({
    200: OpsFinderRequestDetailSchema,
    404: 'NOT_FOUND: no finder request has this id',
    409: 'OPS.CONFLICT: the request is closed or cancelled',
  })
  async setFollowUpDate(
    @Param('id') id: string,
    @Body() body: SetFollowUpDateDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(new SetFollowUpDateCommand(id, body.follow_up_on, actor));
    return this.viewed(id, actor);
  }

  @Post(':id/calls')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Log a call to the family: its outcome (reached, no_answer, left_message), what was said, and optionally the day to follow up. Written into the notes.',
  })
  @Answers({
    200: OpsFinderRequestDetailSchema,
    404: 'NOT_FOUND: no finder request has this id',
    409: 'OPS.CONFLICT: no phone number, or the request is closed or cancelled',
  })
  async logCall(
    @Param('id') id: string,
    @Body() body: LogFinderRequestCallDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsFinderRequestDetail> {
    await this.commandBus.execute(
      new LogFinderRequestCallCommand(id, body.outcome, body.note, body.follow_up_on, actor),
    );
    return this.viewed(id, actor);
  }

  /** Answers with the record, which shows the family's details: so it is recorded as a view. */
  private async viewed(id: string, actor: OpsPrincipal): Promise<OpsFinderRequestDetail> {
    const detail = await this.queryBus.execute(new GetFinderRequestForOpsQuery(id));
    await this.audit.record({ actor, action: 'view', resource: 'finder-requests', recordId: id });
    return detail;
  }
}
