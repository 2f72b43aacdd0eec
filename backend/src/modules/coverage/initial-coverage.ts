/**
 * The postcode areas we served at launch. Seeded once: after that, coverage is data that coordinators change
 * (ActivateCoverage / DeactivateCoverage), never this file. Which county a district is shown under is reference
 * data (counties/local-authority-counties.ts), not part of this list.
 */
export const INITIAL_COVERAGE_AREAS: ReadonlySet<string> = new Set([
  ...['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
  ...['CM', 'CO', 'SS', 'RM', 'IG'],
  ...['GU', 'KT', 'RH', 'SM', 'CR', 'TW'],
  ...['HP', 'MK', 'SL'],
]);
