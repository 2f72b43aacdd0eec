import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { DataRightsEraseResult, DataRightsSearchResult } from '@physio/api-contract';
import type { FastifyReply } from 'fastify';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { ErasePersonalDataCommand } from '../commands/erase-personal-data/erase-personal-data.command.js';
import { parseIdentifier } from '../personal-identifier.js';
import type { PersonalDataExport } from '../personal-data.views.js';
import { ExportPersonalDataQuery } from '../queries/export-personal-data/export-personal-data.query.js';
import { FindPersonalDataQuery } from '../queries/find-personal-data/find-personal-data.query.js';
import { DataRightsEraseDto, DataRightsSearchDto } from './data-rights.dto.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import {
  DataRightsEraseResultSchema,
  DataRightsExportSchema,
  DataRightsSearchResultSchema,
} from '@physio/api-contract/schemas';

/**
 * Data requests (UK GDPR articles 15 and 17), admins only. POST throughout: the email or phone number is in the
 * body, never in a URL, and each call carries the session's CSRF token. Every call is audited without the identifier.
 */
@ApiTags('ops: data requests')
@ApiUnauthorizedResponse({ description: 'Not signed in (AUTH.UNAUTHENTICATED).' })
@ApiForbiddenResponse({ description: 'Not an admin, or without the session CSRF token.' })
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field (identifier: rule isEmailOrUkPhone).' })
@OpsAuth('admin')
@Controller('ops/data-rights')
export class DataRightsOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('search')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Every record held about an email address or UK phone number, by kind, with names, contact details, places and ' +
      'dates to confirm the person (no free text). Audited: the identifier as a keyed hash, and the counts.',
  })
  @Answers({ 200: DataRightsSearchResultSchema })
  search(@Body() body: DataRightsSearchDto, @CurrentAccount() actor: OpsPrincipal): Promise<DataRightsSearchResult> {
    return this.queryBus.execute(new FindPersonalDataQuery(parseIdentifier(body.identifier), actor));
  }

  @Post('export')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The Article 15 copy as a JSON file (Content-Disposition: attachment): every record with readable field names, ' +
      'when and why it was collected and how long it is kept. Audited like a search.',
  })
  @Answers({
    200: {
      schema: DataRightsExportSchema,
      headers: {
        'Content-Disposition': { description: 'attachment; filename="personal-data-<day>.json"', required: true },
      },
    },
  })
  async export(
    @Body() body: DataRightsSearchDto,
    @CurrentAccount() actor: OpsPrincipal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PersonalDataExport> {
    const file = await this.queryBus.execute(new ExportPersonalDataQuery(parseIdentifier(body.identifier), actor));
    const day = new Date().toISOString().slice(0, 10);
    void reply.header('content-disposition', `attachment; filename="personal-data-${day}.json"`);
    void reply.header('cache-control', 'no-store');
    return file;
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Erase everything held about the identifier, in one transaction, if the counts are still those confirmed ' +
      '(else 409 DATA_RIGHTS.COUNTS_CHANGED, nothing changed). Queued emails for the records are not sent. Audited ' +
      'with the counts and the reference, never what was erased.',
  })
  @ApiConflictResponse({ description: 'DATA_RIGHTS.COUNTS_CHANGED: search again.' })
  @Answers({ 200: DataRightsEraseResultSchema })
  erase(@Body() body: DataRightsEraseDto, @CurrentAccount() actor: OpsPrincipal): Promise<DataRightsEraseResult> {
    return this.commandBus.execute(
      new ErasePersonalDataCommand(parseIdentifier(body.identifier), body.expected_counts, body.reference, actor),
    );
  }
}
