import type { Condition } from './conditions.js';

/** Body of POST /api/expansion-tracking: a search from outside our area (only its district is kept). */
export interface ExpansionTrackingBody {
  postcode: string;
  /** `unknown` (or left out) when the family had not chosen one. */
  condition?: Condition | 'unknown';
  /** When the search happened (ISO 8601), within 24 hours of the server's clock. */
  timestamp: string;
  type: 'out_of_area_search';
}

/** Body of POST /api/analytics/page-view: the path (ids replaced, query dropped) and the referring host. */
export interface PageViewBody {
  path: string;
  referrer_host?: string | null;
}
