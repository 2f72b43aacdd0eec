/**
 * The postcode areas we served at launch, by the county we show them under. Seeded once: after that,
 * coverage is data that coordinators change (ActivateCoverage / DeactivateCoverage), never this file.
 */
export const INITIAL_COVERAGE: Readonly<Record<string, readonly string[]>> = {
  London: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
  Essex: ['CM', 'CO', 'SS', 'RM', 'IG'],
  Surrey: ['GU', 'KT', 'RH', 'SM', 'CR', 'TW'],
  Buckinghamshire: ['HP', 'MK', 'SL'],
};

export function initialCountyOfArea(area: string): string | null {
  for (const [county, areas] of Object.entries(INITIAL_COVERAGE)) {
    if (areas.includes(area)) return county;
  }
  return null;
}
