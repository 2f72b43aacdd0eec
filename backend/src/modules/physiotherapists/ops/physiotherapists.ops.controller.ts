import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { PauseOffersCommand } from '../commands/pause-offers/pause-offers.command.js';
import { DeletePhysiotherapistCommand } from '../commands/delete-physiotherapist/delete-physiotherapist.command.js';
import { SavePhysiotherapistCommand } from '../commands/save-physiotherapist/save-physiotherapist.command.js';
import { GetPhysiotherapistQuery } from '../queries/get-physiotherapist/get-physiotherapist.query.js';
import { PHYSIOTHERAPIST_LIST } from '../queries/list-physiotherapists/list-physiotherapists.handler.js';
import { ListPhysiotherapistsQuery } from '../queries/list-physiotherapists/list-physiotherapists.query.js';
import { PhysiotherapistBodyDto, UpdatePhysiotherapistDto } from './physiotherapist.dto.js';
import { Answers, plain } from '../../../common/openapi/answers.decorator.js';
import { OpsPauseOffersBodySchema, OpsPhysiotherapistSchema } from '@physio/api-contract/schemas';

/** A 404 for ids that are not whole numbers, as for ids that do not exist. */
const idPipe = new ParseIntPipe({ errorHttpStatusCode: 404 });

@ApiTags('ops: physiotherapists')
@OpsAuth('coordinator', 'admin')
@Controller('ops/physiotherapists')
export class PhysiotherapistsOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'List (react-admin simple-rest): ?sort=["name","ASC"]&range=[0,24]&filter={"specialty":"stroke-recovery","active":true}; Content-Range gives the total. The ids shown are audited (rows carry contact emails).',
  })
  @ApiListQuery(PHYSIOTHERAPIST_LIST, {
    rows: OpsPhysiotherapistSchema,
    filter: '{"specialty":"stroke-recovery","active":true}',
  })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsPhysiotherapist[]> {
    const rows = await answerList(query, reply, PHYSIOTHERAPIST_LIST, (list) =>
      this.queryBus.execute(new ListPhysiotherapistsQuery(list)),
    );
    // Each row carries the physiotherapist's contact email: which ones were shown is audited, as a record's view is.
    if (rows.length > 0) {
      await this.audit.record({
        actor,
        action: 'list',
        resource: 'physiotherapists',
        details: { ids: rows.map((row) => row.id) },
      });
    }
    return rows;
  }

  @Get(':id')
  @ApiOperation({
    summary: "One physiotherapist with this week's load. The view is audited (it shows contact details).",
  })
  @Answers({ 200: OpsPhysiotherapistSchema, 404: 'NOT_FOUND: no physiotherapist has this id' })
  async get(@Param('id', idPipe) id: number, @CurrentAccount() actor: OpsPrincipal): Promise<OpsPhysiotherapist> {
    const physiotherapist = await this.queryBus.execute(new GetPhysiotherapistQuery(id));
    await this.audit.record({ actor, action: 'view', resource: 'physiotherapists', recordId: id });
    return physiotherapist;
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a physiotherapist. 400 names the field: HCPC PH + six digits, dates not in the future…',
  })
  @Answers({
    201: OpsPhysiotherapistSchema,
    400: 'VALIDATION_FAILED naming the field: hcpc_number (unique: another physiotherapist has it), base_district (exists), …',
    409: 'PHYSIOTHERAPIST.OUTSIDE_COVERAGE: a base district we do not cover, not confirmed (outside_coverage_confirmed)',
  })
  create(@Body() body: PhysiotherapistBodyDto, @CurrentAccount() actor: OpsPrincipal): Promise<OpsPhysiotherapist> {
    return this.commandBus.execute(
      new SavePhysiotherapistCommand(null, body, actor, body.outside_coverage_confirmed === true),
    );
  }

  @Put(':id')
  @ApiOperation({ summary: "Replace a physiotherapist's details (derived fields sent back are ignored)." })
  @Answers({
    200: OpsPhysiotherapistSchema,
    400: 'VALIDATION_FAILED naming the field: hcpc_number (unique), base_district (exists), …',
    409: 'PHYSIOTHERAPIST.OUTSIDE_COVERAGE: a base district we do not cover (new or changed), not confirmed',
    404: 'NOT_FOUND: no physiotherapist has this id',
  })
  update(
    @Param('id', idPipe) id: number,
    @Body() body: UpdatePhysiotherapistDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsPhysiotherapist> {
    return this.commandBus.execute(
      new SavePhysiotherapistCommand(id, body, actor, body.outside_coverage_confirmed === true),
    );
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Pause new offers up to and including a day ({until: "yyyy-mm-dd"}, from today to a year ahead), or resume them ({until: null}). Offers already made stand. Audited. 400 names until.',
  })
  @ApiBody({ schema: plain(OpsPauseOffersBodySchema) })
  @Answers({ 200: OpsPhysiotherapistSchema, 404: 'NOT_FOUND: no physiotherapist has this id' })
  pauseOffers(
    @Param('id', idPipe) id: number,
    @Body() body: unknown,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsPhysiotherapist> {
    const until = body && typeof body === 'object' && 'until' in body ? (body as { until: unknown }).until : undefined;
    return this.commandBus.execute(new PauseOffersCommand(id, until, actor));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove one entered by mistake; 409 once they have matches (deactivate them instead).' })
  @Answers({
    200: OpsPhysiotherapistSchema,
    404: 'NOT_FOUND: no physiotherapist has this id',
    409: 'OPS.CONFLICT: they have matches (deactivate them instead)',
  })
  remove(@Param('id', idPipe) id: number, @CurrentAccount() actor: OpsPrincipal): Promise<OpsPhysiotherapist> {
    return this.commandBus.execute(new DeletePhysiotherapistCommand(id, actor));
  }
}
