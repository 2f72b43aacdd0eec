import type { Condition, OpsWaitlistEntryDetail, OpsWaitlistRow } from '@physio/api-contract';

/** A waitlist entry joined with its district, as the dashboard reads it. */
export interface WaitlistRecord {
  id: string;
  name: string;
  email: string;
  postcode: string;
  district: string;
  area: string;
  post_town: string | null;
  condition: Condition | null;
  notified: boolean;
  notified_at: Date | string | null;
  created_at: Date | string;
  district_covered: boolean | null;
}

/** Columns of `waitlist_entry w left join postcode_district d` for the list (no name, email or postcode). */
export const WAITLIST_ROW_COLUMNS = `w.id, w.district, w.area, d.post_town, w.condition, w.notified, w.notified_at,
  w.created_at, coalesce(d.covered, false) as district_covered`;

export const WAITLIST_DETAIL_COLUMNS = `${WAITLIST_ROW_COLUMNS}, w.name, w.email, w.postcode`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toWaitlistRow(r: Omit<WaitlistRecord, 'name' | 'email' | 'postcode'>): OpsWaitlistRow {
  return {
    id: r.id,
    district: r.district,
    area: r.area,
    post_town: r.post_town,
    condition: r.condition,
    notified: r.notified,
    notified_at: r.notified_at === null ? null : iso(r.notified_at),
    created_at: iso(r.created_at),
    district_covered: r.district_covered ?? false,
  };
}

export function toWaitlistDetail(r: WaitlistRecord): OpsWaitlistEntryDetail {
  return { ...toWaitlistRow(r), name: r.name, email: r.email, postcode: r.postcode };
}

export const isWaitlistEntryId = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
