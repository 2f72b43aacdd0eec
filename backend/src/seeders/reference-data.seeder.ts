import type { EntityManager } from '@mikro-orm/postgresql';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countyOfLocalAuthority } from '../modules/coverage/counties/local-authority-counties.js';
import { INITIAL_COVERAGE_AREAS } from '../modules/coverage/initial-coverage.js';
import { parseCsvRecords } from './csv.js';
import { PHYSIOTHERAPIST_SEEDS } from './data/physiotherapists.js';

// dist/seeders -> backend/data
const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data');
const CHUNK = 500;

/**
 * Loads the reference data. Safe to run on every start:
 * - postcode districts are upserted, but an existing district keeps its coverage (coordinators own it);
 * - every district's county is set, and reset on each run, from its local authority (reference data, not the
 *   coordinators': see counties/local-authority-counties.ts); a local authority without a county stops the seed;
 * - a district seen for the first time is covered when its area is one we launched in;
 * - physiotherapists are added when their HCPC number is new, and never overwritten.
 */
export async function seedReferenceData(em: EntityManager): Promise<string> {
  const knex = em.getKnex();
  const csv = await readFile(join(DATA_DIR, 'uk-postcode-districts.csv'), 'utf8');
  const districts = parseCsvRecords(csv).map((r) => {
    const area = r.district.replace(/\d.*$/, '');
    const county = countyOfLocalAuthority(r.local_authority);
    if (!county) throw new Error(`No county for local authority "${r.local_authority}" (district ${r.district})`);
    const covered = INITIAL_COVERAGE_AREAS.has(area);
    return {
      district: r.district,
      area,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      places: r.places,
      local_authority: r.local_authority.trim(),
      uk_region: r.uk_region,
      post_town: r.post_town,
      county,
      covered,
      covered_since: covered ? new Date() : null,
    };
  });

  await knex.transaction(async (trx) => {
    for (let i = 0; i < districts.length; i += CHUNK) {
      await trx('postcode_district')
        .insert(districts.slice(i, i + CHUNK))
        .onConflict('district')
        .merge(['area', 'latitude', 'longitude', 'places', 'local_authority', 'uk_region', 'post_town', 'county']);
    }
    await trx('physiotherapist')
      .insert(
        PHYSIOTHERAPIST_SEEDS.map((p) => ({
          name: p.name,
          hcpc_number: p.hcpcNumber,
          hcpc_checked_on: p.hcpcCheckedOn,
          dbs_level: p.dbsLevel,
          dbs_checked_on: p.dbsCheckedOn,
          specialties: p.specialties,
          base_district: p.baseDistrict,
          travel_radius_miles: p.travelRadiusMiles,
          areas: p.areas,
          qualifications: p.qualifications,
          bio: p.bio,
          experience_years: p.experienceYears,
          weekly_capacity: p.weeklyCapacity,
          accepts_urgent: p.acceptsUrgent,
          languages: p.languages,
          session_price_min_gbp: p.sessionPriceMinGbp,
          session_price_max_gbp: p.sessionPriceMaxGbp,
          profile_url: p.profileUrl,
          contact_email: p.contactEmail,
          active: true,
        })),
      )
      .onConflict('hcpc_number')
      .ignore();
    // Earlier seeds gave three physiotherapists made-up profile pages on a domain that does not exist.
    await trx('physiotherapist')
      .where('profile_url', 'like', 'https://www.estuaryphysio.example/%')
      .update({ profile_url: null });
  });

  const [{ covered, total }] = await knex('postcode_district').select(
    knex.raw('count(*) filter (where covered)::int as covered'),
    knex.raw('count(*)::int as total'),
  );
  const [{ physios }] = await knex('physiotherapist').select(knex.raw('count(*)::int as physios'));
  return `${total} postcode districts (${covered} covered), ${physios} physiotherapists`;
}
