import { Migration } from '@mikro-orm/migrations';

/**
 * Each outbox row carries the trace context of the request or job that wrote it (null while tracing is off), so the
 * job it becomes continues that trace: one trace shows a family's request, its matching and its emails.
 */
export class Migration20261201090000_outbox_trace_context extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_message" add column "trace_context" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_message" drop column "trace_context";`);
  }
}
