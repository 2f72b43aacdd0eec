import { OPS_ERROR_CODES, OPS_MAX_PAGE_SIZE } from '@physio/api-contract';
import { DomainError } from '../errors/domain-error.js';

/**
 * The list parameters react-admin's simple-rest data provider sends (ra-data-simple-rest):
 *   ?sort=["name","ASC"]&range=[0,24]&filter={"active":true}
 * each a JSON value. One pure parser for every ops resource, so that no controller hand-rolls it: each
 * resource declares which fields may be sorted and which filters exist (a whitelist), and anything else is
 * a 400 that names the parameter, before a query is built.
 */
export type SortOrder = 'ASC' | 'DESC';

/** Turns one filter's JSON value into its typed form, or throws FilterValueError saying what is wrong. */
export type FilterParser<T> = (value: unknown) => T | undefined;

export interface ListSpec<F extends object> {
  /** The resource name, as in /api/ops/<resource> and the Content-Range header. */
  resource: string;
  sortable: readonly string[];
  defaultSort: { field: string; order: SortOrder };
  filters: { [K in keyof F]-?: FilterParser<NonNullable<F[K]>> };
  /** Rows one request may receive; a larger range is cut to it (the Content-Range says so). */
  maxRows?: number;
}

export interface ListQuery<F extends object> {
  offset: number;
  limit: number;
  sort: { field: string; order: SortOrder };
  filter: Partial<F>;
}

/** The rows a page holds when no range is sent (react-admin's default page size). */
export const DEFAULT_PAGE_SIZE = 25;

export class ListQueryError extends DomainError {
  constructor(parameter: string, rule: string, message: string) {
    super(OPS_ERROR_CODES.INVALID_LIST_QUERY, message, 'invalid', parameter, rule);
  }
}

/** Thrown by a filter parser; the parser names no field, the list parser adds it. */
export class FilterValueError extends Error {}

export function parseListQuery<F extends object>(query: Record<string, unknown>, spec: ListSpec<F>): ListQuery<F> {
  const maxRows = spec.maxRows ?? OPS_MAX_PAGE_SIZE;
  return {
    ...parseRange(query.range, maxRows),
    sort: parseSort(query.sort, spec),
    filter: parseFilter(query.filter, spec),
  };
}

function jsonParameter(name: string, raw: unknown): unknown {
  if (Array.isArray(raw)) throw new ListQueryError(name, 'single', `${name} may be given only once`);
  if (typeof raw !== 'string') throw new ListQueryError(name, 'json', `${name} must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new ListQueryError(name, 'json', `${name} must be JSON, e.g. ${EXAMPLES[name] ?? '[]'}`);
  }
}

const EXAMPLES: Record<string, string> = { range: '[0,24]', sort: '["created_at","DESC"]', filter: '{}' };

function parseRange(raw: unknown, maxRows: number): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: Math.min(DEFAULT_PAGE_SIZE, maxRows) };
  const range = jsonParameter('range', raw);
  const isIndex = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (!Array.isArray(range) || range.length !== 2 || !isIndex(range[0]) || !isIndex(range[1])) {
    throw new ListQueryError('range', 'format', 'range must be [first, last]: two whole numbers from 0, e.g. [0,24]');
  }
  const [first, last] = range;
  if (last < first) throw new ListQueryError('range', 'order', 'range must not end before it starts');
  return { offset: first, limit: Math.min(last - first + 1, maxRows) };
}

function parseSort<F extends object>(raw: unknown, spec: ListSpec<F>): ListQuery<F>['sort'] {
  if (raw === undefined) return spec.defaultSort;
  const sort = jsonParameter('sort', raw);
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
    throw new ListQueryError('sort', 'format', 'sort must be [field, order], e.g. ["created_at","DESC"]');
  }
  const [field, order] = sort as [string, string];
  if (!spec.sortable.includes(field)) {
    throw new ListQueryError(
      'sort',
      'sortable-field',
      `${spec.resource} cannot be sorted by "${field}"; sortable fields: ${spec.sortable.join(', ')}`,
    );
  }
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw new ListQueryError('sort', 'order', 'sort order must be ASC or DESC');
  return { field, order: upper };
}

function parseFilter<F extends object>(raw: unknown, spec: ListSpec<F>): Partial<F> {
  if (raw === undefined) return {};
  const filter = jsonParameter('filter', raw);
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
    throw new ListQueryError('filter', 'format', 'filter must be a JSON object, e.g. {"active":true}');
  }
  const parsers = spec.filters as Record<string, FilterParser<unknown>>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    // Own properties only: "__proto__" and friends are not filters of anything.
    if (!Object.hasOwn(parsers, key)) {
      const known = Object.keys(parsers);
      throw new ListQueryError(
        `filter.${key}`,
        'known-filter',
        `${spec.resource} has no filter "${key}"; filters: ${known.length ? known.join(', ') : 'none'}`,
      );
    }
    try {
      const parsed = parsers[key](value);
      if (parsed !== undefined) out[key] = parsed;
    } catch (error) {
      if (!(error instanceof FilterValueError)) throw error;
      throw new ListQueryError(`filter.${key}`, 'filter-value', `filter ${key} ${error.message}`);
    }
  }
  return out as Partial<F>;
}
