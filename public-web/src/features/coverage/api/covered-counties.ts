import type { CoverageCountiesResponse } from '@physio/api-contract';
import { apiRequest } from '../../../app/http';

let pending: Promise<CoverageCountiesResponse> | undefined;

/**
 * The counties we serve, fetched once per tab and shared by every place that names them (footer, home hero, contact
 * page). A plain promise rather than TanStack Query, so the pages without API calls do not load the query library
 * just for this line. A failed request is forgotten, so the next caller tries again.
 */
export function fetchCoveredCounties(): Promise<CoverageCountiesResponse> {
  pending ??= apiRequest<CoverageCountiesResponse>('/api/coverage/counties').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
