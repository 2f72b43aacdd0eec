import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { OpsEnquiryDetail, OpsEnquiryRow } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { UpdateEnquiryCommand } from '../commands/update-enquiry/update-enquiry.command.js';
import { UpdateEnquiryDto } from '../commands/update-enquiry/update-enquiry.dto.js';
import { GetEnquiryQuery } from '../queries/get-enquiry/get-enquiry.query.js';
import { ENQUIRY_LIST, ListEnquiriesQuery } from '../queries/list-enquiries/list-enquiries.query.js';

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
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The inbox: newest first. Rows name the sender and subject, never the email, phone or message. ' +
      'The total is in Content-Range (enquiries 0-24/<total>).',
  })
  @ApiOkResponse({
    description: '[{ id, name, subject, is_consultation, status, created_at, handled_by, handled_at }]',
  })
  @ApiListQuery(ENQUIRY_LIST, { filter: '{"status":["new","in-progress"],"q":"jones"}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsEnquiryRow[]> {
    return answerList(query, reply, ENQUIRY_LIST, (list) => this.queryBus.execute(new ListEnquiriesQuery(list)));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One enquiry with the sender’s contact details and message. Each view is recorded in the audit log.',
  })
  @ApiOkResponse({ description: 'A list row plus { email, phone, message, preferred_time, note }' })
  @ApiNotFoundResponse({ description: 'No enquiry has this id.' })
  get(@Param('id') id: string, @CurrentAccount() account: OpsPrincipal): Promise<OpsEnquiryDetail> {
    return this.queryBus.execute(new GetEnquiryQuery(id, account));
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Set the status (new, in-progress, handled) and the note. Handled records who and when; reopening clears ' +
      'them. Answers the updated enquiry. Audited (field names, never the note).',
  })
  @ApiOkResponse({ description: 'The updated enquiry, as GET /api/ops/enquiries/:id answers it.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field; unknown fields are refused.' })
  @ApiNotFoundResponse({ description: 'No enquiry has this id.' })
  update(
    @Param('id') id: string,
    @Body() body: UpdateEnquiryDto,
    @CurrentAccount() account: OpsPrincipal,
  ): Promise<OpsEnquiryDetail> {
    return this.commandBus.execute(new UpdateEnquiryCommand(id, { status: body.status, note: body.note }, account));
  }
}
