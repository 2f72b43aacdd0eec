import { Migration } from '@mikro-orm/migrations';

/**
 * Families who left only a phone number (and consent) wait in the coordinators' queue for a call that confirms
 * their request: the queue's partial index covers them too.
 */
export class Migration20261127090000_phone_only_queue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "finder_request_queue_index";`);
    this.addSql(
      `create index "finder_request_queue_index" on "finder_request" ((case urgency when 'urgent' then 0 when 'soon' then 1 else 2 end), created_at) where follow_up is null and (status in ('pending', 'unmatched') or (status = 'unconfirmed' and contact_email is null and contact_phone is not null and consent_given_at is not null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "finder_request_queue_index";`);
    this.addSql(
      `create index "finder_request_queue_index" on "finder_request" ((case urgency when 'urgent' then 0 when 'soon' then 1 else 2 end), created_at) where follow_up is null and status in ('pending', 'unmatched');`,
    );
  }
}
