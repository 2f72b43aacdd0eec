import type { ListQuery } from './list-query.js';

/**
 * `order by` for a parsed list query. The field has already passed the resource's whitelist; `columns` maps
 * each sortable API field to its SQL expression, so no request text ever reaches the SQL. The tie-breaker
 * keeps pages stable when many rows share a value.
 */
export function sqlOrderBy<S extends string>(
  sort: ListQuery<object>['sort'],
  columns: Record<S, string>,
  tieBreaker = 'id',
): string {
  const column = (columns as Record<string, string>)[sort.field];
  if (!column) throw new Error(`No column for sortable field ${sort.field}`);
  const direction = sort.order === 'DESC' ? 'desc' : 'asc';
  return `order by ${column} ${direction}${column === tieBreaker ? '' : `, ${tieBreaker} ${direction}`}`;
}
