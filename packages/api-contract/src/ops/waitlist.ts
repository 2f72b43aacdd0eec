import type { Condition } from '../conditions.js';

/**
 * Resource `waitlist` (coordinators and admins; analysts 403): people waiting to hear that we cover their district.
 * List rows carry no name, email or postcode; opening an entry shows them and is audited.
 */
export interface OpsWaitlistRow {
  id: string;
  district: string;
  area: string;
  post_town: string | null;
  condition: Condition | null;
  /** Told that we now cover their district (once, when it was activated). */
  notified: boolean;
  notified_at: string | null;
  created_at: string;
  /** Whether the district is covered now. */
  district_covered: boolean;
}

/** GET /api/ops/waitlist/:id (audited as a view of personal data). */
export interface OpsWaitlistEntryDetail extends OpsWaitlistRow {
  name: string;
  email: string;
  postcode: string;
}

/**
 * List filters: district (`CB1`), area (`CB`), condition (one or many), notified, id (getMany), q (the search box:
 * name, email, postcode, district or area; audited).
 * Sortable: created_at (default, newest first), district, notified_at.
 */
export interface OpsWaitlistFilter {
  district?: string;
  area?: string;
  condition?: Condition | Condition[];
  notified?: boolean;
  id?: string[];
  q?: string;
}

/** Why an entry is removed by hand (the person is not emailed about it). */
export const WAITLIST_REMOVAL_REASONS = ['person-asked', 'duplicate', 'entered-in-error'] as const;
export type WaitlistRemovalReason = (typeof WAITLIST_REMOVAL_REASONS)[number];

export const WAITLIST_REMOVAL_REASON_LABELS: Record<WaitlistRemovalReason, string> = {
  'person-asked': 'The person asked us to remove them',
  duplicate: 'A duplicate of another entry',
  'entered-in-error': 'Entered in error',
};

/** POST /api/ops/waitlist/:id/remove: deletes the entry (audited with the reason). Answers the removed row. */
export interface OpsWaitlistRemoveBody {
  reason: WaitlistRemovalReason;
}
