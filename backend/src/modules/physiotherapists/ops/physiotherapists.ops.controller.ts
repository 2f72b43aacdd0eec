import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { AuditLog } from '../../audit/audit-log.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { DeletePhysiotherapistCommand } from '../commands/delete-physiotherapist/delete-physiotherapist.command.js';
import { SavePhysiotherapistCommand } from '../commands/save-physiotherapist/save-physiotherapist.command.js';
import { GetPhysiotherapistQuery } from '../queries/get-physiotherapist/get-physiotherapist.query.js';
import { PHYSIOTHERAPIST_LIST } from '../queries/list-physiotherapists/list-physiotherapists.handler.js';
import { ListPhysiotherapistsQuery } from '../queries/list-physiotherapists/list-physiotherapists.query.js';
import { PhysiotherapistBodyDto, UpdatePhysiotherapistDto } from './physiotherapist.dto.js';

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
      'List (react-admin simple-rest): ?sort=["name","ASC"]&range=[0,24]&filter={"specialty":"stroke-recovery","active":true}; Content-Range gives the total.',
  })
  @ApiListQuery(PHYSIOTHERAPIST_LIST, { filter: '{"specialty":"stroke-recovery","active":true}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsPhysiotherapist[]> {
    return answerList(query, reply, PHYSIOTHERAPIST_LIST, (list) =>
      this.queryBus.execute(new ListPhysiotherapistsQuery(list)),
    );
  }

  @Get(':id')
  @ApiOperation({
    summary: "One physiotherapist with this week's load. The view is audited (it shows contact details).",
  })
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
  create(@Body() body: PhysiotherapistBodyDto, @CurrentAccount() actor: OpsPrincipal): Promise<OpsPhysiotherapist> {
    return this.commandBus.execute(new SavePhysiotherapistCommand(null, body, actor));
  }

  @Put(':id')
  @ApiOperation({ summary: "Replace a physiotherapist's details (derived fields sent back are ignored)." })
  update(
    @Param('id', idPipe) id: number,
    @Body() body: UpdatePhysiotherapistDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsPhysiotherapist> {
    return this.commandBus.execute(new SavePhysiotherapistCommand(id, body, actor));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove one entered by mistake; 409 once they have matches (deactivate them instead).' })
  remove(@Param('id', idPipe) id: number, @CurrentAccount() actor: OpsPrincipal): Promise<OpsPhysiotherapist> {
    return this.commandBus.execute(new DeletePhysiotherapistCommand(id, actor));
  }
}
