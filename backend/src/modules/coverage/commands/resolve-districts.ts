import type { EntityManager } from '@mikro-orm/postgresql';
import { CoverageErrors } from '../coverage.errors.js';
import { normaliseCoverageCodes, resolveCoverageCodes, type KnownDistrict } from './coverage-codes.js';

/** Turns typed codes into known district codes, or throws COVERAGE.UNKNOWN_CODES naming every bad one. */
export async function resolveDistricts(em: EntityManager, input: readonly string[]): Promise<string[]> {
  const { codes, malformed } = normaliseCoverageCodes(input);
  if (codes.length === 0 && malformed.length === 0) {
    throw CoverageErrors.noCodes();
  }
  const known = codes.length
    ? await em.execute<KnownDistrict[]>(
        'select district, area from postcode_district where district in (?) or area in (?)',
        [codes, codes],
      )
    : [];
  const { districts, unknown } = resolveCoverageCodes(codes, known);
  const bad = [...malformed, ...unknown];
  if (bad.length > 0) {
    throw CoverageErrors.unknownCodes(bad);
  }
  return districts;
}
