import type { EntityManager } from '@mikro-orm/postgresql';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { weekStart } from '../../common/calendar/week-start.js';
import { londonToday, monthsBefore } from './physiotherapist-checks.js';
import { MATCHED_THIS_WEEK_SQL, physiotherapistWithLoadSql } from './physiotherapist-load.read-model.js';
import { DBS_CHECK_MAX_AGE_MONTHS, HCPC_CHECK_MAX_AGE_MONTHS } from '@physio/api-contract';

/**
 * How coordinators see a physiotherapist: the record, this week's load against capacity, how many families
 * they have been matched with, and whether a check is overdue. One select for the list, the record and the
 * answer to a save. Parameters, in order: the week (Monday), the HCPC due date, the DBS due date.
 */
export const PHYSIOTHERAPIST_VIEW_SELECT = `
select p.id, p.name, p.hcpc_number, to_char(p.hcpc_checked_on, 'YYYY-MM-DD') as hcpc_checked_on, p.dbs_level,
       to_char(p.dbs_checked_on, 'YYYY-MM-DD') as dbs_checked_on, p.dbs_certificate_number, p.specialties, p.base_district,
       p.travel_radius_miles, p.areas, p.qualifications, p.bio, p.experience_years, p.weekly_capacity,
       p.accepts_urgent, p.languages, p.session_price_min_gbp, p.session_price_max_gbp, p.profile_url,
       p.contact_email, p.active, p.created_at, p.updated_at,
       ${MATCHED_THIS_WEEK_SQL}::int as matched_this_week,
       (select count(*) from finder_request r where r.matched_physiotherapist_id = p.id)::int as match_count,
       p.hcpc_checked_on < ?::date as hcpc_check_overdue,
       p.dbs_checked_on < ?::date as dbs_check_overdue,
       to_char(p.offers_paused_until, 'YYYY-MM-DD') as offers_paused_until
from ${physiotherapistWithLoadSql({ week: '?::date' })}`;

/** The parameters PHYSIOTHERAPIST_VIEW_SELECT takes, for now. */
export function viewParameters(now = new Date()): [string, string, string] {
  const today = londonToday(now);
  return [
    monthsBefore(today, HCPC_CHECK_MAX_AGE_MONTHS),
    monthsBefore(today, DBS_CHECK_MAX_AGE_MONTHS),
    weekStart(now),
  ];
}

// Raw queries give timestamps as text or Date depending on the driver's settings: both go through new Date().
type Row = Omit<OpsPhysiotherapist, 'created_at' | 'updated_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
};

export function toOpsPhysiotherapist(row: Row): OpsPhysiotherapist {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function loadPhysiotherapistView(em: EntityManager, id: number): Promise<OpsPhysiotherapist | null> {
  const [row] = await em.execute<Row[]>(`${PHYSIOTHERAPIST_VIEW_SELECT} where p.id = ?`, [...viewParameters(), id]);
  return row ? toOpsPhysiotherapist(row) : null;
}

export type PhysiotherapistViewRow = Row;
