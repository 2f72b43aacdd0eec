import type { EntityManager } from '@mikro-orm/postgresql';
import { shortReference } from '@physio/api-contract';
import { physiotherapistNames } from '../physiotherapists/physiotherapist.repository.js';
import type { AuditRow } from './audit-entry-view.js';

/**
 * What the audit log shows for each row's record, resolved when the rows are read and never stored in them (a
 * stored name would outlive an erasure, and the trail is append-only). It shows no more than the dashboard's lists
 * show without an audit entry: a request by its short reference (its list carries no names, and the reference says
 * nothing about the family), a physiotherapist by name (professional, and already beside every matched request).
 * Enquiries and waitlist entries stay ids: their people's names appear only in views that are themselves audited,
 * so naming them here would make the audit log an unaudited index of them.
 */
export async function recordLabels(em: EntityManager, rows: AuditRow[]): Promise<(string | null)[]> {
  const physiotherapistIds = [
    ...new Set(
      rows
        .filter((r) => r.resource === 'physiotherapists' && r.record_id !== null && /^\d{1,9}$/.test(r.record_id))
        .map((r) => Number(r.record_id)),
    ),
  ];
  const names = await physiotherapistNames(em, physiotherapistIds);
  return rows.map((r) => {
    if (r.record_id === null) return null;
    // A request's offers are listed under the request's id.
    if (r.resource === 'finder-requests' || r.resource === 'referral-offers') return shortReference(r.record_id);
    if (r.resource === 'physiotherapists') return names.get(Number(r.record_id)) ?? null;
    return null;
  });
}
