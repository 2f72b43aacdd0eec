import { Query } from '@nestjs/cqrs';
import type { OpsQueueHealth } from '@physio/api-contract';

/** Every queue's counts, the outbox backlog, the newest failed jobs and the open incidents. */
export class GetQueueHealthQuery extends Query<OpsQueueHealth> {}
