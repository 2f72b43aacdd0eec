/**
 * Physiotherapists with their load in one week (and, when asked, their base district's centroid): the read model of
 * matching, a coordinator's assignment, a request's candidates, the physiotherapists list and the demand report's
 * supply. It joins `physiotherapist` and `physiotherapist_weekly_load` (this module's) with `postcode_district`
 * (coverage's: the centroid every distance is measured from). SQL text, not a query of its own, so each caller keeps
 * its one statement and its plan: a FROM item with the aliases `p` (physiotherapist) and `l` (the week's load row,
 * absent when nobody was matched that week), and the base district under the alias given.
 */
export function physiotherapistWithLoadSql({ week, baseDistrict }: { week: string; baseDistrict?: string }): string {
  const base = baseDistrict
    ? `\n  join postcode_district ${baseDistrict} on ${baseDistrict}.district = p.base_district`
    : '';
  return `physiotherapist p${base}
  left join physiotherapist_weekly_load l on l.physiotherapist_id = p.id and l.week_start = ${week}`;
}

/** Matches counted in the week joined by physiotherapistWithLoadSql (0 without a load row). */
export const MATCHED_THIS_WEEK_SQL = 'coalesce(l.matched_count, 0)';
