import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpsAuditEntry } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { GetAuditEntryQuery } from '../queries/get-audit-entry/get-audit-entry.query.js';
import { AUDIT_LOG_LIST, ListAuditLogQuery } from '../queries/list-audit-log/list-audit-log.query.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import { OpsAuditEntrySchema } from '@physio/api-contract/schemas';

/** The `audit-log` resource (react-admin simple-rest), admins only and read-only: there is no write route. */
@ApiTags('ops: audit log')
@Controller('ops/audit-log')
@OpsAuth('admin')
export class AuditLogOpsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'List entries, newest first by default: ?sort=["at","DESC"]&range=[0,24]&filter={"account_id":3,"action":"sign-in-failed","resource":"accounts","record_id":"3","record":"K7QM-4XRT","username":"jane","at_gte":"2026-11-01","at_lte":"2026-11-30"}. The total in Content-Range.',
  })
  @ApiListQuery(AUDIT_LOG_LIST, {
    rows: OpsAuditEntrySchema,
    filter: '{"action":"sign-in-failed","at_gte":"2026-11-01"}',
  })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsAuditEntry[]> {
    return answerList(query, reply, AUDIT_LOG_LIST, (list) => this.queryBus.execute(new ListAuditLogQuery(list)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One entry.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND' })
  @Answers({ 200: OpsAuditEntrySchema })
  get(@Param('id') id: string): Promise<OpsAuditEntry> {
    return this.queryBus.execute(new GetAuditEntryQuery(id));
  }
}
