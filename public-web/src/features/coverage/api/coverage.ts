import type { CoverageCheckResponse, CoverageCountiesResponse, CoveredCounty } from '@physio/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/http';
import { fetchCoveredCounties } from './covered-counties';

export type { CoverageCountiesResponse, CoveredCounty };

/** The counties we serve: the single source for every place the site names its coverage. */
export const coveredCountiesQueryOptions = () =>
  queryOptions({
    queryKey: ['coverage', 'counties'],
    // Shares the one request per tab with the footer's served-areas line.
    queryFn: fetchCoveredCounties,
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

export { joinCountyNames, servedAreasSentence } from './coverage-text';
