import type { CoveredCounty } from '@physio/api-contract';

/** 'London, Essex and Surrey' */
export function joinCountyNames(counties: readonly CoveredCounty[]): string {
  const names = counties.map((county) => county.county);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
