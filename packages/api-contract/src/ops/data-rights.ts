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

/** What the admin needs to confirm it is the right person: names, contact details, place, dates. No free text. */
export interface DataRightsItem {
  id: string;
  collected_at: string;
  name: string | null;
  /** The email and/or phone number as the person gave them. */
  contact: string | null;
  /** Postcode or postcode district. */
  place: string | null;
  /** A short description: condition and status, the enquiry's subject, the email's template and outcome. */
  summary: string;
}

export interface DataRightsGroup {
  kind: DataRightsKind;
  label: string;
  count: number;
  /** At most DATA_RIGHTS_ITEMS_SHOWN, newest first; `count` is the full number (the export holds every one). */
  items: DataRightsItem[];
}

export const DATA_RIGHTS_ITEMS_SHOWN = 100;

/** Answer of POST /api/ops/data-rights/search (audited without the identifier). */
export interface DataRightsSearchResult {
  identifier_type: 'email' | 'phone';
  /** The identifier as it was matched: an email lower-cased and trimmed, a phone number as 11 national digits. */
  normalised: string;
  /** Every kind, in DATA_RIGHTS_KINDS order, empty ones with count 0. */
  groups: DataRightsGroup[];
  total: number;
}

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

/** Answer of POST /api/ops/data-rights/erase. */
export interface DataRightsEraseResult {
  erased: DataRightsCounts;
  /** Queued events (emails, demand counts) for the erased records, dropped before they were sent. */
  queued_events_dropped: number;
  /** Daily visitor keys of the erased waitlist entries, replaced in the demand tables by random ones. */
  demand_keys_replaced: number;
}

export const DATA_RIGHTS_ERROR_CODES = {
  COUNTS_CHANGED: 'DATA_RIGHTS.COUNTS_CHANGED',
} as const;
