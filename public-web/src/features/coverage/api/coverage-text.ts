import type { CoveredCounty } from '@physio/api-contract';

/** 'Camden, Croydon and Westminster' */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 'London, Essex and Surrey' */
export function joinCountyNames(counties: readonly CoveredCounty[]): string {
  return joinNames(counties.map((county) => county.county));
}

/**
 * The sentence that answers "which areas do you cover?" from the coverage data: "parts of", because a county is
 * listed as soon as one of its districts is offered.
 */
export function servedAreasSentence(counties: readonly CoveredCounty[]): string {
  return `We currently visit families in parts of ${joinCountyNames(counties)}.`;
}

/** Where in a county we visit: its local authorities (London boroughs), or the county when none is named apart. */
export function countyPartsText(county: CoveredCounty): string {
  const districts = `${county.district_count} postcode district${county.district_count === 1 ? '' : 's'}`;
  return county.local_authorities.length > 0
    ? `Home visits in parts of ${joinNames(county.local_authorities)} (${districts}).`
    : `Home visits in parts of ${county.county} (${districts}).`;
}
