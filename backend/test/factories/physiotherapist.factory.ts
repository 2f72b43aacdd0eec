import { randomInt } from 'node:crypto';
import type { TestDatabase } from '../support/database.js';

export interface PhysiotherapistOverrides {
  name?: string;
  baseDistrict?: string;
  travelRadiusMiles?: number;
  specialties?: string[];
  active?: boolean;
  /** Where their referrals go; tests that read a physiotherapist's emails give each their own. */
  contactEmail?: string;
}

/**
 * A valid physiotherapist written straight to the test database, so a test states only what it is about (often: where
 * they are based and how far they travel, which decides which districts are offered). Returns the id.
 */
export async function createPhysiotherapist(
  db: TestDatabase,
  overrides: PhysiotherapistOverrides = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into physiotherapist (name, hcpc_number, hcpc_checked_on, dbs_level, dbs_checked_on, specialties,
       base_district, travel_radius_miles, areas, qualifications, bio, experience_years, weekly_capacity,
       accepts_urgent, languages, session_price_min_gbp, session_price_max_gbp, contact_email, active)
     values ($1, $2, current_date, 'enhanced', current_date, $3, $4, $5, '{}', '{BSc Physiotherapy}', 'Test physiotherapist.',
             10, 5, true, '{English}', 50, 90, $7, $6)
     returning id`,
    [
      overrides.name ?? 'Test Physiotherapist',
      `PH${String(randomInt(900000, 999999))}`,
      overrides.specialties ?? ['falls-prevention', 'stroke-recovery'],
      overrides.baseDistrict ?? 'SW19',
      overrides.travelRadiusMiles ?? 5,
      overrides.active ?? true,
      overrides.contactEmail ?? 'test.physio@example.org',
    ],
  );
  return row.id;
}

/** Removes physiotherapists a test made, with the weekly load and requests that name them. */
export async function removePhysiotherapists(db: TestDatabase, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('delete from physiotherapist_weekly_load where physiotherapist_id = any($1)', [ids]);
  await db.query(
    `delete from finder_request_note where finder_request_id in
       (select id from finder_request where matched_physiotherapist_id = any($1))`,
    [ids],
  );
  await db.query('delete from finder_request where matched_physiotherapist_id = any($1)', [ids]);
  await db.query('delete from physiotherapist where id = any($1)', [ids]);
}
