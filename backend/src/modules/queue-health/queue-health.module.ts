import { Module } from '@nestjs/common';
import { RemoveJobHandler } from './commands/remove-job/remove-job.handler.js';
import { RetryFailedJobsHandler } from './commands/retry-failed-jobs/retry-failed-jobs.handler.js';
import { RetryJobHandler } from './commands/retry-job/retry-job.handler.js';
import { QueueHealthOpsController } from './ops/queue-health.ops.controller.js';
import { GetBackgroundWorkWarningHandler } from './queries/get-background-work-warning/get-background-work-warning.handler.js';
import { GetQueueHealthHandler } from './queries/get-queue-health/get-queue-health.handler.js';
import { QueueInspector } from './queue-inspector.js';

/** API side of Background work: the page's figures, retry and remove, and the home page's warning. */
@Module({
  controllers: [QueueHealthOpsController],
  providers: [
    QueueInspector,
    GetQueueHealthHandler,
    GetBackgroundWorkWarningHandler,
    RetryJobHandler,
    RetryFailedJobsHandler,
    RemoveJobHandler,
  ],
})
export class QueueHealthModule {}
