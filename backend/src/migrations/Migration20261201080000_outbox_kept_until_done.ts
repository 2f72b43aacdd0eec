import { Migration } from '@mikro-orm/migrations';

/**
 * An outbox row stays until its job has run (it was deleted as soon as Redis had the job): a job Redis loses (a
 * flush, a failover to a replica behind, a restore) is handed on again from PostgreSQL. `relayed_job` names the
 * job (`<queue>:<job id>`); rows not yet handed on are found through a partial index, as before.
 */
export class Migration20261201080000_outbox_kept_until_done extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "outbox_message" add column "relayed_at" timestamptz null, add column "relayed_job" text null;`,
    );
    this.addSql(`create index "outbox_message_waiting_idx" on "outbox_message" ("id") where "relayed_at" is null;`);
    this.addSql(
      `create index "outbox_message_relayed_job_idx" on "outbox_message" ("relayed_job") where "relayed_job" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbox_message" where "relayed_at" is not null;`);
    this.addSql(`drop index "outbox_message_relayed_job_idx";`);
    this.addSql(`drop index "outbox_message_waiting_idx";`);
    this.addSql(`alter table "outbox_message" drop column "relayed_at", drop column "relayed_job";`);
  }
}
