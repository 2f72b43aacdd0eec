import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { OpsDemandMap, OpsDemandRow, OpsDemandSupply, OpsDemandTrend } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { ApiListQuery, ListQueryError, sendListPage, filters } from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { GetDemandMapQuery } from '../queries/get-demand-map/get-demand-map.query.js';
import { GetDemandReportQuery } from '../queries/get-demand-report/get-demand-report.query.js';
import { GetDemandSupplyQuery } from '../queries/get-demand-supply/get-demand-supply.query.js';
import { GetDemandTrendQuery } from '../queries/get-demand-trend/get-demand-trend.query.js';
import { csvFileName, demandCsvStream } from './demand-csv.js';
import { DEMAND_LIST, integerParameter, onlyParameters, parseDemandQuery } from './demand-scope.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import {
  OpsDemandMapSchema,
  OpsDemandRowSchema,
  OpsDemandSupplySchema,
  OpsDemandTrendSchema,
} from '@physio/api-contract/schemas';

const FILTER_EXAMPLE = '{"period":"12m","group":"district","by_condition":false,"covered":false}';
const DISTRICT = filters.code(/^[A-Z]{1,2}[0-9][A-Z0-9]?$/, 'a postcode district such as NR1 or SW1A');
const AREA = filters.code(/^[A-Z]{1,2}$/, 'a postcode area such as NR or B');

/**
 * Out-of-area demand for the business: counts by area or district, never a person's details, so analysts may
 * read all of it. Names of physiotherapists in the supply panel are for coordinators and admins only.
 */
@ApiTags('ops: demand')
@OpsAuth('analyst', 'coordinator', 'admin')
@Controller('ops/demand')
export class DemandOpsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly audit: AuditLog,
    private readonly em: EntityManager,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The ranked report (react-admin simple-rest): filter={"period":"7d|30d|90d|12m|custom","from","to","group":"area|district",' +
      '"by_condition","area","covered","condition"}; sort by rank, name, condition, searches, waitlist_joins, people, waiting.',
  })
  @ApiListQuery(DEMAND_LIST, { rows: OpsDemandRowSchema, filter: FILTER_EXAMPLE })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsDemandRow[]> {
    onlyParameters(query, ['range', 'sort', 'filter']);
    const { list, scope } = parseDemandQuery(query);
    const page = await this.queryBus.execute(new GetDemandReportQuery(scope, list.sort, list.offset, list.limit));
    void reply.header('x-demand-period', `${scope.from}/${scope.to}`);
    return sendListPage(reply, 'demand', list, page);
  }

  @Get('trend')
  @ApiOperation({ summary: 'Weekly figures (ISO weeks, Europe/London days) of the top N rows of the period.' })
  @ApiQuery({ name: 'filter', required: false, example: FILTER_EXAMPLE })
  @ApiQuery({ name: 'top', required: false, example: '5', description: '1 to 10, default 5' })
  @Answers({ 200: OpsDemandTrendSchema })
  trend(@Query() query: Record<string, unknown>): Promise<OpsDemandTrend> {
    onlyParameters(query, ['filter', 'top']);
    const { scope } = parseDemandQuery({ filter: query.filter });
    const top = integerParameter(query, 'top', { min: 1, max: 10, fallback: 5 });
    return this.queryBus.execute(new GetDemandTrendQuery(scope, top));
  }

  @Get('map')
  @ApiOperation({ summary: 'Demand per district at its centroid for the period, and every district centroid.' })
  @ApiQuery({ name: 'filter', required: false, example: FILTER_EXAMPLE })
  @Answers({ 200: OpsDemandMapSchema })
  map(@Query() query: Record<string, unknown>): Promise<OpsDemandMap> {
    onlyParameters(query, ['filter']);
    const { scope } = parseDemandQuery({ filter: query.filter });
    return this.queryBus.execute(new GetDemandMapQuery(scope));
  }

  @Get('supply')
  @ApiOperation({
    summary:
      'Active physiotherapists whose travel radius reaches an area (?area=NR) or district (?district=NR1), their spare ' +
      'places this week, and the demand there. Names only for coordinators and admins.',
  })
  @ApiQuery({ name: 'filter', required: false, example: FILTER_EXAMPLE })
  @ApiQuery({ name: 'area', required: false, example: 'NR' })
  @ApiQuery({ name: 'district', required: false, example: 'NR1' })
  @Answers({ 200: OpsDemandSupplySchema })
  supply(@Query() query: Record<string, unknown>, @CurrentAccount() actor: OpsPrincipal): Promise<OpsDemandSupply> {
    onlyParameters(query, ['filter', 'area', 'district']);
    const { scope } = parseDemandQuery({ filter: query.filter });
    const place = this.place(query);
    return this.queryBus.execute(new GetDemandSupplyQuery(scope, place, actor.role !== 'analyst'));
  }

  @Get('export')
  @ApiOperation({
    summary:
      'The report as CSV, every row in the order asked (same sort and filter as the list; no range), streamed. Audited.',
  })
  @ApiListQuery(DEMAND_LIST, { filter: FILTER_EXAMPLE })
  @Answers({
    200: {
      mediaType: 'text/csv',
      description: 'The rows as CSV (Content-Disposition: attachment), in the order asked',
      headers: { 'Content-Disposition': { description: 'attachment; filename="…"', required: true } },
    },
  })
  async export(
    @Query() query: Record<string, unknown>,
    @CurrentAccount() actor: OpsPrincipal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    onlyParameters(query, ['sort', 'filter']);
    const { list, scope } = parseDemandQuery(query);
    await this.audit.record({
      actor,
      action: 'export',
      resource: 'demand',
      details: {
        format: 'csv',
        period: scope.period,
        from: scope.from,
        to: scope.to,
        group: scope.group,
        by_condition: scope.byCondition,
        filter: { area: scope.area, covered: scope.covered, condition: scope.condition },
        sort: [list.sort.field, list.sort.order],
      },
    });
    const { stream } = await demandCsvStream(this.em, scope, list.sort);
    void reply.header('cache-control', 'no-store');
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${csvFileName(scope)}"`,
    });
  }

  private place(query: Record<string, unknown>): { kind: 'area' | 'district'; name: string } {
    const given = (['area', 'district'] as const).filter((k) => query[k] !== undefined);
    if (given.length !== 1) {
      throw new ListQueryError(
        given.length ? 'district' : 'area',
        given.length ? 'oneOf' : 'isDefined',
        'give one of area or district',
      );
    }
    const kind = given[0];
    const raw = query[kind];
    try {
      const name = typeof raw === 'string' ? (kind === 'area' ? AREA : DISTRICT)(raw) : undefined;
      if (name) return { kind, name };
    } catch {
      // the message below says what is expected
    }
    throw new ListQueryError(
      kind,
      kind === 'area' ? 'isPostcodeArea' : 'isPostcodeDistrict',
      kind === 'area'
        ? 'area must be a postcode area such as NR or B'
        : 'district must be a postcode district such as NR1',
    );
  }
}
