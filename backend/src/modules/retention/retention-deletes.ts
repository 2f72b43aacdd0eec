import type { EntityManager } from '@mikro-orm/postgresql';
import { expiredSql, type RetentionExpiry } from '../../common/retention/retention-expiry.js';
import { deleteExpiredPageViews } from '../analytics/page-view.repository.js';
import { deleteExpiredDemandRows } from '../demand/demand.repository.js';
import { deleteExpiredContactEnquiries } from '../enquiries/contact-enquiry.repository.js';
import { deleteExpiredFinderRequests } from '../finder-requests/finder-request.repository.js';

/** Deletes up to `limit` rows past `expiry`, older than `cutoff`; answers how many went. */
export type DeleteExpired = (
  em: EntityManager,
  expiry: RetentionExpiry,
  cutoff: Date | string,
  limit: number,
) => Promise<number>;

/** Each table's owner deletes its own expired rows (table-owners.ts); the rules only say which and when. */
export const DELETE_EXPIRED: Partial<Record<string, DeleteExpired>> = {
  contact_enquiry: deleteExpiredContactEnquiries,
  finder_request: deleteExpiredFinderRequests,
  expansion_event: (em, expiry, cutoff, limit) => deleteExpiredDemandRows(em, 'expansion_event', expiry, cutoff, limit),
  demand_person: (em, expiry, cutoff, limit) => deleteExpiredDemandRows(em, 'demand_person', expiry, cutoff, limit),
  demand_event_applied: (em, expiry, cutoff, limit) =>
    deleteExpiredDemandRows(em, 'demand_event_applied', expiry, cutoff, limit),
  page_view_daily: deleteExpiredPageViews,
  // infra/mail owns email_log; its repository has no retention delete yet (listed in WRITE_EXCEPTIONS).
  email_log: async (em, expiry, cutoff, limit) => {
    const rows = await em.execute<unknown[]>(
      `delete from email_log where ctid in (select ctid from email_log where ${expiredSql(expiry)} limit ${limit}) returning 1`,
      [cutoff],
    );
    return rows.length;
  },
};
