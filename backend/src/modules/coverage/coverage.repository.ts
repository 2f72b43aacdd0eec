import type { EntityManager } from '@mikro-orm/postgresql';
import { outboxInsert } from '../../infra/outbox/outbox-insert.js';
import { WAITLIST_NOT_NOTIFIED_IN_DISTRICTS_SQL } from '../waitlist/waitlist-entry.repository.js';
import { COVERAGE_EXPANDED } from './events/coverage-expanded.event.js';

/**
 * Every statement that writes `postcode_district` and `coverage_change` (see table-owners.ts), each joining the
 * caller's transaction. The seeders load the districts themselves (reference data, before anything runs).
 */

/** Marks the districts covered; returns those that were not covered before. */
export async function coverDistricts(em: EntityManager, districts: string[]): Promise<string[]> {
  const rows = await em.execute<{ district: string }[]>(
    `update postcode_district set covered = true, covered_since = now()
     where district in (?) and not covered returning district`,
    [districts],
  );
  return rows.map((r) => r.district);
}

/** Marks the districts not covered; returns those that were covered before. */
export async function uncoverDistricts(em: EntityManager, districts: string[]): Promise<string[]> {
  const rows = await em.execute<{ district: string }[]>(
    `update postcode_district set covered = false, covered_since = null where district in (?) and covered returning district`,
    [districts],
  );
  return rows.map((r) => r.district);
}

/**
 * Records an activation and its CoverageExpanded outbox event in one statement; answers the change's id and how many
 * waitlist entries of those districts wait for their email (the waitlist's count, for the audit entry).
 */
export async function recordActivation(
  em: EntityManager,
  districts: string[],
): Promise<{ id: string; waiting: number }> {
  const expanded = outboxInsert('change', 'change.id', [
    { topic: COVERAGE_EXPANDED, payload: { districts: districts.length } },
  ]);
  const [change] = await em.execute<{ id: string; waiting: number }[]>(
    `with change as (
       insert into coverage_change (action, districts, created_at) values ('activated', ?::text[], now()) returning id
     ), expanded as (
       ${expanded.sql}
     )
     select id::text as id,
            ${WAITLIST_NOT_NOTIFIED_IN_DISTRICTS_SQL} as waiting
     from change`,
    [`{${districts.join(',')}}`, ...expanded.params, districts],
  );
  return change;
}

/** Records a deactivation; answers the change's id. */
export async function recordDeactivation(em: EntityManager, districts: string[]): Promise<string> {
  const [change] = await em.execute<{ id: string }[]>(
    `insert into coverage_change (action, districts, created_at) values ('deactivated', ?::text[], now()) returning id::text as id`,
    [`{${districts.join(',')}}`],
  );
  return change.id;
}
