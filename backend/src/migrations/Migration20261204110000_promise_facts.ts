import { Migration } from '@mikro-orm/migrations';

/*
 * The promises report read from facts kept as requests and offers change (issue 26): it computed every request's
 * offers with two lateral subqueries and six percentile_conts over the year's requests at read time, about 10 s at a
 * million requests. Now one narrow row per confirmed request (promise_request_fact) and per offer (promise_offer_fact,
 * for the report by physiotherapist), kept by triggers on finder_request and referral_offer in the statement that
 * changes them (as demand_daily keeps its monthly tables), and filled here from the rows that exist.
 *
 * The promises are frozen here as numbers, as the facts are: the reply promise (REPLY_PROMISE_HOURS_FOR_REPORT, 24
 * hours) and the urgent visit (URGENT_VISIT_PROMISE_HOURS, 48 hours). Changing either needs a migration that replaces
 * promise_facts_refresh() and refills the facts (`select promise_facts_refresh(array(select id from finder_request))`).
 */

/** SQL, an interval in whole seconds (rounded to the nearest): the report's percentiles are taken over these. */
const seconds = (later: string, earlier: string) => `round(extract(epoch from (${later}) - (${earlier})))::int`;

/** An offer's facts (the report's OFFER_FACTS before this migration): its acceptance, first contact and first visit. */
const OFFER_FACTS = `select case when o.status = 'accepted' then o.answered_at end as accepted_at, o.contact_by,
         case when o.family_contacted then least(coalesce(o.first_call_at, o.contact_answered_at), o.contact_answered_at) end
           as first_contact_at,
         case when o.visit_happened then o.first_visit_on::timestamp at time zone 'Europe/London' end as visit_at`;

/** The figures of `x` (an OFFER_FACTS row) counted from `started` (a timestamp expression), for request `r`. */
const figures = (started: string) => `x.accepted_at is not null,
         ${seconds('x.accepted_at', started)}, ${seconds('x.first_contact_at', started)},
         ${seconds('x.visit_at', started)},
         coalesce(x.accepted_at <= ${started} + interval '24 hours', false),
         coalesce(x.first_contact_at <= x.contact_by, false),
         coalesce(r.urgency = 'urgent' and x.visit_at <= ${started} + interval '48 hours', false)`;

const FIGURE_COLUMNS = [
  'accepted',
  'seconds_to_accept',
  'seconds_to_contact',
  'seconds_to_visit',
  'reply_kept',
  'contact_kept',
  'urgent_visit_kept',
  'declined_no_capacity',
  'declined_too_far',
  'declined_not_my_specialty',
  'declined_other',
  'lapsed',
];
const REQUEST_COLUMNS = ['confirmed_on', 'district', 'urgency', 'condition', 'offers', ...FIGURE_COLUMNS];
const OFFER_COLUMNS = [
  'finder_request_id',
  'physiotherapist_id',
  'offered_on',
  'urgency',
  'condition',
  ...FIGURE_COLUMNS,
];
const updateAll = (columns: string[]) => `do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;

/**
 * promise_facts_refresh(request ids): the facts of those requests and of their offers, written again from
 * finder_request and referral_offer (a request gone, or not confirmed, and an offer gone, leave none).
 */
const REFRESH = `create or replace function promise_facts_refresh(request_ids uuid[]) returns void language plpgsql as $$
begin
  -- One refresh of a request at a time: another transaction refreshing it holds its facts' rows until it commits, and
  -- each statement below then reads what that one committed, so the last refresh is computed from the latest rows.
  -- Only refreshes lock facts, so this waits on nothing else (a statement's own rows it has locked already).
  perform 1 from promise_request_fact f join unnest(request_ids) as i(id) on i.id = f.finder_request_id
  order by f.finder_request_id for update of f;
  perform 1 from promise_offer_fact f join unnest(request_ids) as i(id) on i.id = f.finder_request_id
  order by f.referral_offer_id for update of f;
  insert into promise_request_fact (finder_request_id, ${REQUEST_COLUMNS.join(', ')})
  select r.id, (r.contact_confirmed_at at time zone 'Europe/London')::date, r.district, r.urgency, r.condition,
         coalesce(oc.offers, 0), ${figures('r.contact_confirmed_at')},
         coalesce(oc.declined_no_capacity, 0), coalesce(oc.declined_too_far, 0),
         coalesce(oc.declined_not_my_specialty, 0), coalesce(oc.declined_other, 0), coalesce(oc.lapsed, 0)
  from (select distinct id from unnest(request_ids) as i(id)) i
  join finder_request r on r.id = i.id
  left join lateral (
    ${OFFER_FACTS}
    from referral_offer o where o.finder_request_id = r.id and o.status = 'accepted' limit 1
  ) x on true
  left join lateral (
    select count(*) as offers,
           count(*) filter (where o.decline_reason = 'no-capacity') as declined_no_capacity,
           count(*) filter (where o.decline_reason = 'too-far') as declined_too_far,
           count(*) filter (where o.decline_reason = 'not-my-specialty') as declined_not_my_specialty,
           count(*) filter (where o.decline_reason = 'other') as declined_other,
           count(*) filter (where o.status = 'lapsed') as lapsed
    from referral_offer o where o.finder_request_id = r.id
  ) oc on true
  where r.contact_confirmed_at is not null
  on conflict (finder_request_id) ${updateAll(REQUEST_COLUMNS)};
  delete from promise_request_fact f using unnest(request_ids) as i(id)
  where f.finder_request_id = i.id and not exists (
    select 1 from finder_request r where r.id = f.finder_request_id and r.contact_confirmed_at is not null);
  insert into promise_offer_fact (referral_offer_id, ${OFFER_COLUMNS.join(', ')})
  select o.id, o.finder_request_id, o.physiotherapist_id, (o.offered_at at time zone 'Europe/London')::date, r.urgency,
         r.condition, ${figures('o.offered_at')},
         coalesce(o.decline_reason = 'no-capacity', false)::int, coalesce(o.decline_reason = 'too-far', false)::int,
         coalesce(o.decline_reason = 'not-my-specialty', false)::int, coalesce(o.decline_reason = 'other', false)::int,
         (o.status = 'lapsed')::int
  from (select distinct id from unnest(request_ids) as i(id)) i
  join referral_offer o on o.finder_request_id = i.id
  join finder_request r on r.id = o.finder_request_id
  cross join lateral (${OFFER_FACTS}) x
  on conflict (referral_offer_id) ${updateAll(OFFER_COLUMNS)};
  delete from promise_offer_fact f using unnest(request_ids) as i(id)
  where f.finder_request_id = i.id and not exists (select 1 from referral_offer o where o.id = f.referral_offer_id);
end $$;`;

/**
 * A statement trigger's function: refreshes the requests its transition table(s) name (`ids`, a query), if any (a
 * finder submission's insert names none: it is confirmed later).
 */
const statementTrigger = (name: string, ids: string) =>
  `create or replace function ${name}() returns trigger language plpgsql as $$
declare
  request_ids uuid[] := array(${ids});
begin
  if cardinality(request_ids) > 0 then
    perform promise_facts_refresh(request_ids);
  end if;
  return null;
end $$;`;

export class Migration20261204110000_promise_facts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "promise_offer_fact" ("referral_offer_id" uuid not null, "finder_request_id" uuid not null, "physiotherapist_id" int not null, "offered_on" date not null, "urgency" text not null, "condition" text not null, "accepted" boolean not null, "seconds_to_accept" int null, "seconds_to_contact" int null, "seconds_to_visit" int null, "reply_kept" boolean not null, "contact_kept" boolean not null, "urgent_visit_kept" boolean not null, "declined_no_capacity" smallint not null, "declined_too_far" smallint not null, "declined_not_my_specialty" smallint not null, "declined_other" smallint not null, "lapsed" smallint not null, constraint "promise_offer_fact_pkey" primary key ("referral_offer_id"));`,
    );
    this.addSql(`create index "promise_offer_fact_request_index" on "promise_offer_fact" ("finder_request_id");`);
    this.addSql(`create index "promise_offer_fact_offered_on_index" on "promise_offer_fact" ("offered_on");`);

    this.addSql(
      `create table "promise_request_fact" ("finder_request_id" uuid not null, "confirmed_on" date not null, "district" text not null, "urgency" text not null, "condition" text not null, "offers" smallint not null, "accepted" boolean not null, "seconds_to_accept" int null, "seconds_to_contact" int null, "seconds_to_visit" int null, "reply_kept" boolean not null, "contact_kept" boolean not null, "urgent_visit_kept" boolean not null, "declined_no_capacity" smallint not null, "declined_too_far" smallint not null, "declined_not_my_specialty" smallint not null, "declined_other" smallint not null, "lapsed" smallint not null, constraint "promise_request_fact_pkey" primary key ("finder_request_id"));`,
    );
    this.addSql(`create index "promise_request_fact_confirmed_on_index" on "promise_request_fact" ("confirmed_on");`);

    this.addSql(REFRESH);
    // Offers: statement triggers with transition tables, so a statement that lapses 500 offers (or a bench's seed of
    // a million) refreshes their requests in one set, and each request once.
    this.addSql(statementTrigger('promise_facts_offers_inserted', 'select distinct finder_request_id from new_offers'));
    this.addSql(
      statementTrigger(
        'promise_facts_offers_updated',
        'select finder_request_id from new_offers union select finder_request_id from old_offers',
      ),
    );
    this.addSql(statementTrigger('promise_facts_offers_deleted', 'select distinct finder_request_id from old_offers'));
    this.addSql(`create trigger promise_facts_offers_inserted after insert on referral_offer
      referencing new table as new_offers for each statement execute function promise_facts_offers_inserted();`);
    this.addSql(`create trigger promise_facts_offers_updated after update on referral_offer
      referencing old table as old_offers new table as new_offers for each statement execute function promise_facts_offers_updated();`);
    this.addSql(`create trigger promise_facts_offers_deleted after delete on referral_offer
      referencing old table as old_offers for each statement execute function promise_facts_offers_deleted();`);
    // Requests: inserted confirmed (a seed, a test), deleted (retention, erasure) in sets; a confirmation, or a change
    // of district, urgency or condition, one row at a time and only when one of those changed, so the statements
    // that move a request through matching pay nothing.
    this.addSql(
      statementTrigger(
        'promise_facts_requests_inserted',
        'select id from new_requests where contact_confirmed_at is not null',
      ),
    );
    this.addSql(statementTrigger('promise_facts_requests_deleted', 'select id from old_requests'));
    this.addSql(`create or replace function promise_facts_request_changed() returns trigger language plpgsql as $$
begin
  perform promise_facts_refresh(array[new.id]);
  return null;
end $$;`);
    this.addSql(`create trigger promise_facts_requests_inserted after insert on finder_request
      referencing new table as new_requests for each statement execute function promise_facts_requests_inserted();`);
    this.addSql(`create trigger promise_facts_requests_deleted after delete on finder_request
      referencing old table as old_requests for each statement execute function promise_facts_requests_deleted();`);
    this.addSql(`create trigger promise_facts_request_changed
      after update of contact_confirmed_at, district, urgency, condition on finder_request for each row
      when ((old.contact_confirmed_at, old.district, old.urgency, old.condition)
            is distinct from (new.contact_confirmed_at, new.district, new.urgency, new.condition))
      execute function promise_facts_request_changed();`);
    // A TRUNCATE (test resets) fires no row or delete trigger. DELETE, not TRUNCATE: a TRUNCATE naming these tables
    // would refuse a nested one.
    this.addSql(`create or replace function promise_facts_truncated() returns trigger language plpgsql as $$
begin
  delete from promise_offer_fact;
  if tg_table_name = 'finder_request' then
    delete from promise_request_fact;
  else
    perform promise_facts_refresh(array(select finder_request_id from promise_request_fact));
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger promise_facts_truncated after truncate on finder_request
      for each statement execute function promise_facts_truncated();`);
    this.addSql(`create trigger promise_facts_truncated after truncate on referral_offer
      for each statement execute function promise_facts_truncated();`);

    // The facts of the requests and offers that exist.
    this.addSql(`select promise_facts_refresh(array(select id from finder_request));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists promise_facts_truncated on referral_offer;`);
    this.addSql(`drop trigger if exists promise_facts_truncated on finder_request;`);
    this.addSql(`drop trigger if exists promise_facts_request_changed on finder_request;`);
    this.addSql(`drop trigger if exists promise_facts_requests_deleted on finder_request;`);
    this.addSql(`drop trigger if exists promise_facts_requests_inserted on finder_request;`);
    this.addSql(`drop trigger if exists promise_facts_offers_deleted on referral_offer;`);
    this.addSql(`drop trigger if exists promise_facts_offers_updated on referral_offer;`);
    this.addSql(`drop trigger if exists promise_facts_offers_inserted on referral_offer;`);
    for (const fn of [
      'promise_facts_truncated',
      'promise_facts_request_changed',
      'promise_facts_requests_deleted',
      'promise_facts_requests_inserted',
      'promise_facts_offers_deleted',
      'promise_facts_offers_updated',
      'promise_facts_offers_inserted',
    ]) {
      this.addSql(`drop function if exists ${fn}();`);
    }
    this.addSql(`drop function if exists promise_facts_refresh(uuid[]);`);
    this.addSql(`drop table if exists "promise_offer_fact" cascade;`);
    this.addSql(`drop table if exists "promise_request_fact" cascade;`);
  }
}
