import { Migration } from '@mikro-orm/migrations';

/**
 * Which finder requests' promise facts changed, by transaction id, for the promises report's in-process copy
 * (`referrals/promise-facts.cache.ts`). The report's percentiles over a year of requests cannot be computed within
 * 200 ms in PostgreSQL (ordered-set aggregates sort in one process: docs/benchmarks.md), so the API keeps the facts in
 * memory and, before each report, reads the requests noted here since its last snapshot's xmin: every transaction
 * older than that xmin had finished when the copy was read, so no change is missed, however late it commits.
 *
 * Noted by triggers, so no writer can forget: any statement on `referral_offer` (one row per request it touched);
 * on `finder_request`, only a confirmed request's insert or delete and a change of the four columns the report reads
 * (the finder's own inserts and status changes note nothing); a truncate of either, or any change of a district's
 * county, notes a null request: read everything again.
 */
const NOTE_OFFERS = `create or replace function promise_change_note_offers() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    insert into promise_change (finder_request_id) values (null);
    return null;
  end if;
  -- Nested: a transition table a trigger does not have may not even be named.
  if tg_op = 'INSERT' then
    insert into promise_change (finder_request_id) select distinct finder_request_id from changed_new;
  elsif tg_op = 'UPDATE' then
    insert into promise_change (finder_request_id)
      select finder_request_id from changed_new union select finder_request_id from changed_old;
  else
    insert into promise_change (finder_request_id) select distinct finder_request_id from changed_old;
  end if;
  return null;
end $$;`;

const NOTE_REQUEST = `create or replace function promise_change_note_request() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    insert into promise_change (finder_request_id) values (null);
  elsif tg_op = 'DELETE' then
    insert into promise_change (finder_request_id) values (old.id);
  else
    insert into promise_change (finder_request_id) values (new.id);
  end if;
  return null;
end $$;`;

const NOTE_EVERYTHING = `create or replace function promise_change_note_everything() returns trigger language plpgsql as $$
begin
  insert into promise_change (finder_request_id) values (null);
  return null;
end $$;`;

export class Migration20261206090000_promise_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "promise_change" ("id" bigserial primary key, "xid" xid8 not null default pg_current_xact_id(), "finder_request_id" uuid null, "changed_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "promise_change_xid_index" on "promise_change" ("xid");`);
    this.addSql(`create index "promise_change_changed_at_index" on "promise_change" ("changed_at");`);
    this.addSql(NOTE_OFFERS);
    this.addSql(NOTE_REQUEST);
    this.addSql(NOTE_EVERYTHING);
    // Transition tables need one trigger per event.
    this.addSql(`create trigger referral_offer_promise_insert after insert on referral_offer
      referencing new table as changed_new for each statement execute function promise_change_note_offers();`);
    this.addSql(`create trigger referral_offer_promise_update after update on referral_offer
      referencing old table as changed_old new table as changed_new for each statement execute function promise_change_note_offers();`);
    this.addSql(`create trigger referral_offer_promise_delete after delete on referral_offer
      referencing old table as changed_old for each statement execute function promise_change_note_offers();`);
    this.addSql(`create trigger referral_offer_promise_truncate after truncate on referral_offer
      for each statement execute function promise_change_note_offers();`);
    // Row triggers with a condition: the finder's hot inserts and status updates do not call anything.
    this.addSql(`create trigger finder_request_promise_insert after insert on finder_request
      for each row when (new.contact_confirmed_at is not null) execute function promise_change_note_request();`);
    this.addSql(`create trigger finder_request_promise_update
      after update of contact_confirmed_at, district, urgency, condition on finder_request for each row
      when ((old.contact_confirmed_at, old.district, old.urgency, old.condition)
        is distinct from (new.contact_confirmed_at, new.district, new.urgency, new.condition))
      execute function promise_change_note_request();`);
    this.addSql(`create trigger finder_request_promise_delete after delete on finder_request
      for each row when (old.contact_confirmed_at is not null) execute function promise_change_note_request();`);
    this.addSql(`create trigger finder_request_promise_truncate after truncate on finder_request
      for each statement execute function promise_change_note_request();`);
    this.addSql(`create trigger postcode_district_promise_change
      after insert or delete or update of district, county on postcode_district
      for each statement execute function promise_change_note_everything();`);
    this.addSql(`create trigger postcode_district_promise_truncate after truncate on postcode_district
      for each statement execute function promise_change_note_everything();`);
  }

  override async down(): Promise<void> {
    for (const [trigger, table] of [
      ['referral_offer_promise_insert', 'referral_offer'],
      ['referral_offer_promise_update', 'referral_offer'],
      ['referral_offer_promise_delete', 'referral_offer'],
      ['referral_offer_promise_truncate', 'referral_offer'],
      ['finder_request_promise_insert', 'finder_request'],
      ['finder_request_promise_update', 'finder_request'],
      ['finder_request_promise_delete', 'finder_request'],
      ['finder_request_promise_truncate', 'finder_request'],
      ['postcode_district_promise_change', 'postcode_district'],
      ['postcode_district_promise_truncate', 'postcode_district'],
    ]) {
      this.addSql(`drop trigger if exists ${trigger} on ${table};`);
    }
    this.addSql('drop function if exists promise_change_note_offers();');
    this.addSql('drop function if exists promise_change_note_request();');
    this.addSql('drop function if exists promise_change_note_everything();');
    this.addSql('drop table if exists "promise_change";');
  }
}
