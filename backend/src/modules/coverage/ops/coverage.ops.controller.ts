import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type {
  OpsCoverageChange,
  OpsCoverageChangeResult,
  OpsCoveragePreview,
  OpsCoverageRow,
} from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { answerList, ApiListQuery } from '../../../common/simple-rest/index.js';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { CoverageErrors } from '../coverage.errors.js';
import { ActivateCoverageCommand } from '../commands/activate-coverage/activate-coverage.command.js';
import type { CoverageChangeResult } from '../commands/coverage-change.result.js';
import { DeactivateCoverageCommand } from '../commands/deactivate-coverage/deactivate-coverage.command.js';
import { CoverageChangeDto, CoveragePreviewDto } from './coverage-change.dto.js';
import {
  COVERAGE_CHANGE_LIST,
  ListCoverageChangesQuery,
} from '../queries/list-coverage-changes/list-coverage-changes.query.js';
import { COVERAGE_LIST, ListCoverageQuery } from '../queries/list-coverage/list-coverage.query.js';
import { PreviewCoverageChangeQuery } from '../queries/preview-coverage-change/preview-coverage-change.query.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import {
  OpsCoverageChangeResultSchema,
  OpsCoverageChangeSchema,
  OpsCoveragePreviewSchema,
  OpsCoverageRowSchema,
} from '@physio/api-contract/schemas';

const DISTRICT_ID = /^[A-Za-z]{1,2}\d[A-Za-z\d]?$/;

/**
 * Coverage in the operations dashboard (react-admin simple-rest resource `coverage`, keyed by district). Reading is
 * open to analysts too (districts and counts, no person's details); changing what we cover is for admins only: an
 * activation emails everyone waiting there, which cannot be taken back, and where we serve is a business decision.
 */
@ApiTags('ops: coverage')
@ApiUnauthorizedResponse({ description: 'Not signed in (AUTH.UNAUTHENTICATED).' })
@ApiForbiddenResponse({ description: 'A role that may not do this, or a POST without the session CSRF token.' })
@OpsAuth('coordinator', 'admin', 'analyst')
@Controller('ops/coverage')
export class CoverageOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Every GB postcode district: covered, covered since, county, places, waiting families, and whether an active ' +
      'physiotherapist reaches it (offered = covered and reachable: what the finder answers). Total in Content-Range.',
  })
  @ApiListQuery(COVERAGE_LIST, { rows: OpsCoverageRowSchema, filter: '{"area":"CB","covered":false}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsCoverageRow[]> {
    return answerList(query, reply, COVERAGE_LIST, (list) => this.queryBus.execute(new ListCoverageQuery(list)));
  }

  @Get(':district')
  @ApiOperation({ summary: 'One district, as a list row.' })
  @ApiNotFoundResponse({ description: 'No such postcode district.' })
  @Answers({ 200: OpsCoverageRowSchema })
  async get(@Param('district') district: string): Promise<OpsCoverageRow> {
    if (!DISTRICT_ID.test(district)) throw CoverageErrors.districtNotFound();
    const { rows } = await this.queryBus.execute(
      new ListCoverageQuery({
        offset: 0,
        limit: 1,
        sort: COVERAGE_LIST.defaultSort,
        filter: { id: [district.toUpperCase()] },
      }),
    );
    if (!rows[0]) throw CoverageErrors.districtNotFound();
    return rows[0];
  }

  @Post('preview')
  @HttpCode(200)
  @OpsAuth('admin')
  @ApiOperation({
    summary:
      'What an activation or deactivation would do, changing nothing: the districts that would change, those ' +
      'already so, those no active physiotherapist reaches (an activation naming any is refused), and how many ' +
      'waiting people an activation would email.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming codes or action; COVERAGE.UNKNOWN_CODES.' })
  @Answers({ 200: OpsCoveragePreviewSchema })
  preview(@Body() body: CoveragePreviewDto): Promise<OpsCoveragePreview> {
    return this.queryBus.execute(new PreviewCoverageChangeQuery(body.action, body.codes));
  }

  @Post('activate')
  @HttpCode(200)
  @OpsAuth('admin')
  @ApiOperation({
    summary:
      'Cover districts or whole areas (ActivateCoverage). The worker then emails each waiting person there once; ' +
      'follow it at GET /api/ops/coverage-changes/:id. Audited with the districts.',
  })
  @ApiUnprocessableEntityResponse({
    description: 'COVERAGE.UNREACHABLE naming the districts no active physiotherapist reaches; nothing changed.',
  })
  @Answers({
    200: OpsCoverageChangeResultSchema,
    400: 'VALIDATION_FAILED naming codes; COVERAGE.NO_CODES; COVERAGE.UNKNOWN_CODES',
  })
  async activate(
    @Body() body: CoverageChangeDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsCoverageChangeResult> {
    return toResult(await this.commandBus.execute(new ActivateCoverageCommand(body.codes, actor)));
  }

  @Post('deactivate')
  @HttpCode(200)
  @OpsAuth('admin')
  @ApiOperation({
    summary:
      'Stop covering districts or areas (DeactivateCoverage). Emails nobody; requests already made there are left ' +
      'as they are; new families there are offered the waitlist. Audited with the districts.',
  })
  @Answers({
    200: OpsCoverageChangeResultSchema,
    400: 'VALIDATION_FAILED naming codes; COVERAGE.NO_CODES; COVERAGE.UNKNOWN_CODES',
  })
  async deactivate(
    @Body() body: CoverageChangeDto,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsCoverageChangeResult> {
    return toResult(await this.commandBus.execute(new DeactivateCoverageCommand(body.codes, actor)));
  }
}

function toResult(result: CoverageChangeResult): OpsCoverageChangeResult {
  return { coverage_change_id: result.coverageChangeId, changed: result.changed, unchanged: result.unchanged };
}

/** Resource `coverage-changes`: what was activated or withdrawn, when, and how far the waitlist emails have got. */
@ApiTags('ops: coverage')
@ApiUnauthorizedResponse({ description: 'Not signed in (AUTH.UNAUTHENTICATED).' })
@OpsAuth('coordinator', 'admin', 'analyst')
@Controller('ops/coverage-changes')
export class CoverageChangesOpsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Coverage changes, newest first, each with its waitlist emails: total, emailed, not sent, done. Total in Content-Range.',
  })
  @ApiListQuery(COVERAGE_CHANGE_LIST, { rows: OpsCoverageChangeSchema, filter: '{"action":"activated"}' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpsCoverageChange[]> {
    return answerList(query, reply, COVERAGE_CHANGE_LIST, (list) =>
      this.queryBus.execute(new ListCoverageChangesQuery(list)),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One coverage change and the progress of its waitlist emails.' })
  @ApiNotFoundResponse({ description: 'No coverage change has this id.' })
  @Answers({ 200: OpsCoverageChangeSchema })
  async get(@Param('id') id: string): Promise<OpsCoverageChange> {
    if (!/^\d{1,15}$/.test(id)) throw CoverageErrors.changeNotFound();
    const { rows } = await this.queryBus.execute(
      new ListCoverageChangesQuery({
        offset: 0,
        limit: 1,
        sort: COVERAGE_CHANGE_LIST.defaultSort,
        filter: { id: [Number(id)] },
      }),
    );
    if (!rows[0]) throw CoverageErrors.changeNotFound();
    return rows[0];
  }
}
