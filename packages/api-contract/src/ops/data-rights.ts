import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
/**
 * People's data rights (UK GDPR articles 15 and 17), admins only: find everything held about one email address or
 * UK phone number, export it as a JSON file, erase it. Every call is a POST: the identifier travels in the body,
 * never in a URL that proxies and browser history keep.
 */

/** The kinds of record that hold a family's personal data, in the order the page and the export list them. */
export const DATA_RIGHTS_KINDS = [
  'finder-requests',
  'request-notes',
  'contact-enquiries',
  'consultation-requests',
  'waitlist-entries',
  'emails',
] as const;
export type DataRightsKind = (typeof DATA_RIGHTS_KINDS)[number];

export const DATA_RIGHTS_KIND_LABELS: Record<DataRightsKind, string> = {
  'finder-requests': 'Finder requests',
  'request-notes': 'Coordinator notes on those requests',
  'contact-enquiries': 'Contact enquiries',
  'consultation-requests': 'Consultation requests',
  'waitlist-entries': 'Waitlist entries',
  emails: 'Emails sent about these records',
};

/** What erasure does to each kind (shown in the confirmation). */
export const DATA_RIGHTS_ERASURE_EFFECTS: Record<DataRightsKind, string> = {
  'finder-requests': 'deleted (a matched physiotherapist’s weekly load keeps its count, which names no one)',
  'request-notes': 'deleted',
  'contact-enquiries': 'deleted',
  'consultation-requests': 'deleted',
  'waitlist-entries': 'deleted (anonymous demand counts are kept)',
  emails: 'log rows deleted; emails still queued for these records are not sent',
};

/** Body of POST /api/ops/data-rights/search and /export. */
export interface DataRightsSearchBody {
  /** An email address (any case, spaces around it ignored) or a UK phone number in any usual spelling. */
  identifier: string;
}

export type DataRightsItem = Static<typeof S.DataRightsItemSchema>;

export type DataRightsGroup = Static<typeof S.DataRightsGroupSchema>;

export const DATA_RIGHTS_ITEMS_SHOWN = 100;

export type DataRightsSearchResult = Static<typeof S.DataRightsSearchResultSchema>;

export type DataRightsCounts = Record<DataRightsKind, number>;

/** Longest reference an erasure may carry (e.g. the data request's ticket number). */
export const DATA_RIGHTS_REFERENCE_MAX_LENGTH = 40;

/** Body of POST /api/ops/data-rights/erase. */
export interface DataRightsEraseBody {
  identifier: string;
  /**
   * The counts the admin confirmed, as the search showed them. If the data changed since (a new enquiry arrived),
   * the erasure is refused with 409 DATA_RIGHTS.COUNTS_CHANGED and nothing changes: search again.
   */
  expected_counts: DataRightsCounts;
  /**
   * The data request's reference, e.g. DSR-2026-014 (3-40 letters, digits, spaces and . _ / -): kept in the audit
   * log, so it must not be an email address or a phone number.
   */
  reference: string;
}

export type DataRightsEraseResult = Static<typeof S.DataRightsEraseResultSchema>;

export const DATA_RIGHTS_ERROR_CODES = {
  COUNTS_CHANGED: 'DATA_RIGHTS.COUNTS_CHANGED',
} as const;
