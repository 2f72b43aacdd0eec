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

/**
 * The names worth reading out: a name that is one of the parts of another listed name (the postcode data's
 * "Maidenhead" beside "Windsor and Maidenhead") says nothing more.
 */
export function distinctPlaceNames(names: readonly string[]): string[] {
  const within = (name: string, other: string) => other !== name && other.split(/, | and /).includes(name);
  return names.filter((name) => !names.some((other) => within(name, other)));
}

/** Where in a county we visit: its local authorities (London boroughs), or the county when none is named apart. */
export function countyPartsText(county: CoveredCounty): string {
  const districts = `${county.district_count} postcode district${county.district_count === 1 ? '' : 's'}`;
  const places = distinctPlaceNames(county.local_authorities);
  return places.length > 0
    ? `Home visits in parts of ${joinNames(places)} (${districts}).`
    : `Home visits in parts of ${county.county} (${districts}).`;
}
