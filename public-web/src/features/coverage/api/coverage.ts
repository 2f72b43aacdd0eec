import type { CoverageCheckResponse, CoverageCountiesResponse, CoveredCounty } from '@physio/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/http';

export type { CoverageCountiesResponse, CoveredCounty };

/** The counties we serve: the single source for every place the site names its coverage. */
export const coveredCountiesQueryOptions = () =>
  queryOptions({
    queryKey: ['coverage', 'counties'],
    queryFn: ({ signal }) => apiRequest<CoverageCountiesResponse>('/api/coverage/counties', { signal }),
  });

/** Postcodes are compared without spaces and in capitals, so 'sw1a 1aa' and 'SW1A1AA' share one cache entry. */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

export const coverageCheckQueryOptions = (postcode: string) =>
  queryOptions({
    queryKey: ['coverage', 'check', postcodeKey(postcode)],
    queryFn: ({ signal }) =>
      apiRequest<CoverageCheckResponse>(`/api/coverage/check?postcode=${encodeURIComponent(postcode.trim())}`, {
        signal,
      }),
  });

/** 'London, Essex and Surrey' */
export function joinCountyNames(counties: readonly CoveredCounty[]): string {
  const names = counties.map((county) => county.county);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
