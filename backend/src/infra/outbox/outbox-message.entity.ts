import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An event written in the same transaction as the change it describes. The relay hands it to its BullMQ queue
 * and marks it relayed; it is deleted once its job has run. So a request is never lost when Redis is down at
 * the time, nor when Redis loses its jobs later (the relay hands them on again: outbox-relay.ts).
 */
@Entity({ tableName: 'outbox_message' })
@Index({
  name: 'outbox_message_waiting_idx',
  expression: 'create index "outbox_message_waiting_idx" on "outbox_message" ("id") where "relayed_at" is null',
})
@Index({
  name: 'outbox_message_relayed_job_idx',
  expression:
    'create index "outbox_message_relayed_job_idx" on "outbox_message" ("relayed_job") where "relayed_job" is not null',
})
export class OutboxMessage {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** What happened, e.g. finder-request.submitted; the relay routes on it. */
  @Property({ type: 'text' })
  topic!: string;

  /** Id of the record the event is about. Never personal data. */
  @Property({ type: 'text', fieldName: 'aggregate_id' })
  aggregateId!: string;

  /** Ids and enums only (job payloads are stored in clear text in Redis). */
  @Property({ type: 'jsonb', default: '{}' })
  payload: Record<string, string | number | boolean | null> = {};

  /**
   * The W3C trace context (`{traceparent, tracestate?}`) of the request or job that wrote the row, which the job it
   * becomes continues; null while tracing is off (infra/tracing).
   */
  @Property({ type: 'jsonb', fieldName: 'trace_context', nullable: true })
  traceContext: Record<string, string> | null = null;

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the relay handed it to its queue; null while it waits. */
  @Property({ type: 'timestamptz', fieldName: 'relayed_at', nullable: true })
  relayedAt: Date | null = null;

  /** The job it became, `<queue>:<job id>` (a batch job holds several rows). */
  @Property({ type: 'text', fieldName: 'relayed_job', nullable: true })
  relayedJob: string | null = null;
}
