import { Migration } from '@mikro-orm/migrations';

/**
 * A family who left only a phone number cannot be emailed a check-in: when one comes due, the request goes to the
 * coordinators with a reason of its own, and they call.
 */
export class Migration20261130090000_phone_only_check_ins extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "finder_request" drop constraint "finder_request_attention_reason_check",
      add constraint "finder_request_attention_reason_check" check ("attention_reason" is null or "attention_reason" in ('family-not-contacted', 'visit-did-not-happen', 'call-family-contact-check', 'call-family-visit-check'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "finder_request" set "attention_reason" = null, "attention_since" = null
      where "attention_reason" in ('call-family-contact-check', 'call-family-visit-check');`);
    this.addSql(`alter table "finder_request" drop constraint "finder_request_attention_reason_check",
      add constraint "finder_request_attention_reason_check" check ("attention_reason" is null or "attention_reason" in ('family-not-contacted', 'visit-did-not-happen'));`);
  }
}
