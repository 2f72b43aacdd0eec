import type { CoveredCounty } from '@physio/api-contract';
import { useEffect, useState } from 'react';
import { fetchCoveredCounties } from './covered-counties';

/**
 * The counties we serve, from GET /api/coverage/counties at request time (the one request per tab the footer also
 * uses). Empty until the data arrives, in prerendered HTML, and if the request fails: callers then say nothing about
 * where we work beyond a link to the postcode check.
 */
export function useCoveredCounties(): readonly CoveredCounty[] {
  const [counties, setCounties] = useState<readonly CoveredCounty[]>([]);
  useEffect(() => {
    let current = true;
    fetchCoveredCounties()
      .then((data) => {
        if (current) setCounties(data.counties);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return counties;
}
