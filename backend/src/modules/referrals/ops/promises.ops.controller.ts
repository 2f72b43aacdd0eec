import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONDITIONS,
  PROMISE_GROUPS,
  URGENCIES,
  type OpsPromisesFilter,
  type OpsPromisesRow,
} from '@physio/api-contract';
import { OpsPromisesRowSchema } from '@physio/api-contract/schemas';
import type { FastifyReply } from 'fastify';
import { londonToday } from '../../../common/calendar/london-time.js';
import { csvText } from '../../../common/csv/csv-text.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import {
  ApiListQuery,
  filters,
  ListQueryError,
  parseListQuery,
  sendListPage,
  type ListSpec,
} from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { AuthErrors } from '../../auth/auth.errors.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import type { PromisesQuery } from '../promise-facts.columns.js';
import { GetPromisesReportQuery } from '../queries/get-promises-report/get-promises-report.query.js';

const PROMISES_LIST: ListSpec<OpsPromisesFilter> = {
  resource: 'promises',
  sortable: ['id'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: {
    from: filters.date(),
    to: filters.date(),
    group: filters.oneOf(PROMISE_GROUPS),
    urgency: filters.oneOf(URGENCIES),
    condition: filters.oneOf(CONDITIONS),
  },
  maxRows: 5000,
};

const FILTER_EXAMPLE = '{"from":"2025-12-01","to":"2026-11-30","group":"month"}';
const CSV_COLUMNS: (keyof OpsPromisesRow)[] = [
  'id',
  'label',
  'confirmed',
  'offered',
  'accepted',
  'accepted_share',
  'hours_to_accept_p50',
  'hours_to_accept_p90',
  'hours_to_contact_p50',
  'hours_to_contact_p90',
  'days_to_visit_p50',
  'days_to_visit_p90',
  'reply_promise_kept_share',
  'contact_promise_kept_share',
  'urgent_visit_promise_kept_share',
  'declined_no_capacity',
  'declined_too_far',
  'declined_not_my_specialty',
  'declined_other',
  'lapsed',
];

/**
 * How often the promise is kept: confirmed requests, acceptances, and the time to acceptance, first contact and first
 * visit, grouped for the business. Counts and durations only, so analysts may read it; the grouping by
 * physiotherapist names people's performance and is for coordinators and admins.
 */
@ApiTags('ops: promises')
@OpsAuth('analyst', 'coordinator', 'admin')
@Controller('ops/promises')
export class PromisesOpsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The promises report (react-admin simple-rest): filter={"from","to" (Europe/London days, default the last 12 months),"group":"month|county|district|urgency|condition|physiotherapist","urgency","condition"}. 403 for an analyst grouping by physiotherapist.',
  })
  @ApiListQuery(PROMISES_LIST, { rows: OpsPromisesRowSchema, filter: FILTER_EXAMPLE })
  @Answers({ 403: 'OPS.FORBIDDEN: an analyst grouping by physiotherapist' })
  async list(
    @Query() query: Record<string, unknown>,
    @CurrentAccount() actor: OpsPrincipal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsPromisesRow[]> {
    const { list, scope } = this.scope(query, actor);
    const rows = await this.queryBus.execute(new GetPromisesReportQuery(scope));
    const page = rows.slice(list.offset, list.offset + list.limit);
    return sendListPage(reply, 'promises', list, { rows: page, total: rows.length });
  }

  @Get('export')
  @ApiOperation({ summary: 'The same report as CSV (every row; same filter). Audited.' })
  @ApiListQuery(PROMISES_LIST, { filter: FILTER_EXAMPLE })
  @Answers({
    200: {
      mediaType: 'text/csv',
      description: 'The rows as CSV (Content-Disposition: attachment)',
      headers: { 'Content-Disposition': { description: 'attachment; filename="…"', required: true } },
    },
    403: 'OPS.FORBIDDEN: an analyst grouping by physiotherapist',
  })
  async export(
    @Query() query: Record<string, unknown>,
    @CurrentAccount() actor: OpsPrincipal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { scope } = this.scope(query, actor);
    await this.audit.record({
      actor,
      action: 'export',
      resource: 'promises',
      details: { format: 'csv', from: scope.from, to: scope.to, group: scope.group },
    });
    const rows = await this.queryBus.execute(new GetPromisesReportQuery(scope));
    void reply.header('content-type', 'text/csv; charset=utf-8');
    void reply.header(
      'content-disposition',
      `attachment; filename="promises-${scope.group}-${scope.from}-${scope.to}.csv"`,
    );
    void reply.header('cache-control', 'no-store');
    // Text through the shared RFC 4180 / CSV-injection rule; figures as they are.
    const cell = (value: unknown) =>
      typeof value === 'string' ? csvText(value) : value === null || value === undefined ? '' : String(value);
    return (
      [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => cell(row[c])).join(','))].join('\n') + '\n'
    );
  }

  private scope(query: Record<string, unknown>, actor: OpsPrincipal) {
    for (const name of Object.keys(query)) {
      if (!['range', 'sort', 'filter'].includes(name)) {
        throw new ListQueryError(
          name,
          'knownParameter',
          `unknown parameter "${name}"; parameters: range, sort, filter`,
        );
      }
    }
    const list = parseListQuery(query, PROMISES_LIST);
    const today = londonToday();
    const to = list.filter.to ?? today;
    const yearBefore = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const from = list.filter.from ?? yearBefore;
    if (from > to) throw new ListQueryError('from', 'beforeTo', 'from must not be after to');
    if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 731 * 86_400_000) {
      throw new ListQueryError('to', 'maxPeriod', 'the period must be at most two years');
    }
    const group = list.filter.group ?? 'month';
    if (group === 'physiotherapist' && actor.role === 'analyst') throw AuthErrors.forbidden();
    const scope: PromisesQuery = { from, to, group, urgency: list.filter.urgency, condition: list.filter.condition };
    return { list, scope };
  }
}
