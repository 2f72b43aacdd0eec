import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An event written in the same transaction as the change it describes. The relay moves it to its
 * BullMQ queue and deletes it, so a request is never lost when Redis is down at the time.
 */
@Entity({ tableName: 'outbox_message' })
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

  @Property({ type: 'timestamptz', fieldName: 'created_at', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
