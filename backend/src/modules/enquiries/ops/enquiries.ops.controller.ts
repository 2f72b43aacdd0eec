import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { OpsEnquiryDetail, OpsEnquiryRow } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { searchAuditEntry } from '../../audit/audited-search.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { UpdateEnquiryCommand } from '../commands/update-enquiry/update-enquiry.command.js';
import {
  AddEnquiryNoteDto,
  SendEnquiryReplyDto,
  UpdateEnquiryDto,
} from '../commands/update-enquiry/update-enquiry.dto.js';
import { AddEnquiryEntryCommand } from '../commands/add-enquiry-entry/add-enquiry-entry.command.js';
import { GetEnquiryQuery } from '../queries/get-enquiry/get-enquiry.query.js';
import { ENQUIRY_LIST, ListEnquiriesQuery } from '../queries/list-enquiries/list-enquiries.query.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import { OpsEnquiryDetailSchema, OpsEnquiryRowSchema } from '@physio/api-contract/schemas';

/**
 * The enquiries inbox of the operations dashboard (react-admin's simple-rest resource `enquiries`).
 * Enquiries arrive only through the public contact form: there is no create or delete here.
 */
@ApiTags('ops: enquiries')
@ApiUnauthorizedResponse({ description: 'Not signed in (AUTH.UNAUTHENTICATED).' })
@ApiForbiddenResponse({ description: 'Signed in as an analyst, or a PUT without the session CSRF token.' })
@OpsAuth('coordinator', 'admin')
@Controller('ops/enquiries')
export class EnquiriesOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The inbox: newest first. Rows name the sender and subject, never the email, phone or message. ' +
      'The total is in Content-Range (enquiries 0-24/<total>).',
  })
  @ApiListQuery(ENQUIRY_LIST, { rows: OpsEnquiryRowSchema, filter: '{"status":["new","in-progress"],"q":"jones"}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsEnquiryRow[]> {
    return answerList(query, reply, ENQUIRY_LIST, async (list) => {
      const page = await this.queryBus.execute(new ListEnquiriesQuery(list));
      // Finding someone by name, email or phone is a view of their details: audited before the answer leaves.
      if (list.filter.q !== undefined)
        await this.audit.record(searchAuditEntry(actor, 'enquiries', list.filter.q, page));
      return page;
    });
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One enquiry with the sender’s contact details and message. Each view is recorded in the audit log.',
  })
  @ApiNotFoundResponse({ description: 'No enquiry has this id.' })
  @Answers({ 200: OpsEnquiryDetailSchema })
  get(@Param('id') id: string, @CurrentAccount() account: OpsPrincipal): Promise<OpsEnquiryDetail> {
    return this.queryBus.execute(new GetEnquiryQuery(id, account));
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Set the status (new, in-progress, handled). Handled records who and when; reopening clears them. Answers ' +
      'the updated enquiry. Audited. Notes are added to the history (POST …/notes), never set here.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field; unknown fields are refused.' })
  @ApiNotFoundResponse({ description: 'No enquiry has this id.' })
  @Answers({ 200: OpsEnquiryDetailSchema })
  update(
    @Param('id') id: string,
    @Body() body: UpdateEnquiryDto,
    @CurrentAccount() account: OpsPrincipal,
  ): Promise<OpsEnquiryDetail> {
    return this.commandBus.execute(new UpdateEnquiryCommand(id, { status: body.status }, account));
  }

  @Post(':id/notes')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Add a note to the enquiry's history (author and time recorded; never changed). Audited, without the text.",
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: body is required, at most 2000 characters.' })
  @ApiNotFoundResponse({ description: 'No enquiry has this id.' })
  @Answers({ 200: OpsEnquiryDetailSchema })
  addNote(
    @Param('id') id: string,
    @Body() body: AddEnquiryNoteDto,
    @CurrentAccount() account: OpsPrincipal,
  ): Promise<OpsEnquiryDetail> {
    return this.commandBus.execute(new AddEnquiryEntryCommand(id, 'note', body.body, account));
  }

  @Post(':id/replies')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Email a reply to the person who wrote (through the outbox and the mail queue; their answer goes to the team ' +
      "inbox), recorded in the enquiry's history with who sent it and when. Audited, without the text.",
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: body is required, at most 5000 characters.' })
  @ApiNotFoundResponse({ description: 'No enquiry has this id.' })
  @Answers({ 200: OpsEnquiryDetailSchema })
  sendReply(
    @Param('id') id: string,
    @Body() body: SendEnquiryReplyDto,
    @CurrentAccount() account: OpsPrincipal,
  ): Promise<OpsEnquiryDetail> {
    return this.commandBus.execute(new AddEnquiryEntryCommand(id, 'reply', body.body, account));
  }
}
