import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { OpsJobActionResult, OpsQueueHealth, OpsRetryFailedResult } from '@physio/api-contract';
import { CurrentAccount, type OpsPrincipal } from '../../auth/current-account.decorator.js';
import { OpsAuth } from '../../auth/ops-auth.decorator.js';
import { RemoveJobCommand } from '../commands/remove-job/remove-job.command.js';
import { RetryFailedJobsCommand } from '../commands/retry-failed-jobs/retry-failed-jobs.command.js';
import { RetryJobCommand } from '../commands/retry-job/retry-job.command.js';
import { jobIdFromPath, queueFromPath } from '../job-target.js';
import { GetQueueHealthQuery } from '../queries/get-queue-health/get-queue-health.query.js';
import { Answers } from '../../../common/openapi/answers.decorator.js';
import {
  OpsJobActionResultSchema,
  OpsQueueHealthSchema,
  OpsRetryFailedResultSchema,
} from '@physio/api-contract/schemas';

/**
 * Background work (dashboard page "Background work"): coordinators and admins. Analysts get 403: job payloads carry
 * only ids, but a failed job's error is text from elsewhere (an SMTP server's reply, a driver's message) that the
 * masking may not catch all of, and ids lead to people's records; the page is for the people who act on them.
 */
@ApiTags('ops: background work')
@ApiUnauthorizedResponse({ description: 'Not signed in (AUTH.UNAUTHENTICATED).' })
@ApiForbiddenResponse({ description: 'Signed in as an analyst, or a POST/DELETE without the session CSRF token.' })
@OpsAuth('coordinator', 'admin')
@Controller('ops/queue-health')
export class QueueHealthOpsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Each queue’s waiting, active, delayed, failed and completed counts; the outbox backlog and its oldest event’s ' +
      'age; the newest failed jobs of each queue (ids and a masked error); open incidents. When Redis is down: ' +
      '200 with redis "down" and no queue figures.',
  })
  @Answers({ 200: OpsQueueHealthSchema })
  get(): Promise<OpsQueueHealth> {
    return this.queryBus.execute(new GetQueueHealthQuery());
  }

  @Post(':queue/jobs/:job_id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run one failed job again. Audited.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming queue (isIn) or job_id (matches).' })
  @ApiNotFoundResponse({ description: 'No such job.' })
  @ApiConflictResponse({ description: 'The job is not failed (OPS.CONFLICT).' })
  @ApiServiceUnavailableResponse({ description: 'Redis does not answer (QUEUE_HEALTH.REDIS_UNAVAILABLE).' })
  @Answers({ 200: OpsJobActionResultSchema })
  async retry(
    @Param('queue') queueParam: string,
    @Param('job_id') jobIdParam: string,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsJobActionResult> {
    const queue = queueFromPath(queueParam);
    const jobId = jobIdFromPath(jobIdParam);
    await this.commandBus.execute(new RetryJobCommand(queue, jobId, actor));
    return { queue, job_id: jobId, action: 'retried' };
  }

  @Post(':queue/retry-failed')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run every failed job of a queue again. Audited with the count.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming queue (isIn).' })
  @ApiServiceUnavailableResponse({ description: 'Redis does not answer (QUEUE_HEALTH.REDIS_UNAVAILABLE).' })
  @Answers({ 200: OpsRetryFailedResultSchema })
  async retryFailed(
    @Param('queue') queueParam: string,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsRetryFailedResult> {
    const queue = queueFromPath(queueParam);
    const retried: number = await this.commandBus.execute(new RetryFailedJobsCommand(queue, actor));
    return { queue, retried };
  }

  @Delete(':queue/jobs/:job_id')
  @ApiOperation({ summary: 'Delete one failed job (its work will not be done). Audited.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming queue (isIn) or job_id (matches).' })
  @ApiNotFoundResponse({ description: 'No such job.' })
  @ApiConflictResponse({ description: 'The job is not failed (OPS.CONFLICT).' })
  @ApiServiceUnavailableResponse({ description: 'Redis does not answer (QUEUE_HEALTH.REDIS_UNAVAILABLE).' })
  @Answers({ 200: OpsJobActionResultSchema })
  async remove(
    @Param('queue') queueParam: string,
    @Param('job_id') jobIdParam: string,
    @CurrentAccount() actor: OpsPrincipal,
  ): Promise<OpsJobActionResult> {
    const queue = queueFromPath(queueParam);
    const jobId = jobIdFromPath(jobIdParam);
    await this.commandBus.execute(new RemoveJobCommand(queue, jobId, actor));
    return { queue, job_id: jobId, action: 'removed' };
  }
}
