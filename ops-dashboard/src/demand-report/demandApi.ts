import { useEffect, useState } from 'react';
import {
  DEMAND_CONDITION_LABELS,
  type DemandCondition,
  type OpsDemandFilter,
  type OpsDemandRow,
} from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import { httpClient } from '../httpClient';
import { API_URL } from '../session';

export const CONDITION_NAMES: Record<DemandCondition, string> = DEMAND_CONDITION_LABELS;

export const DEFAULT_FILTER: OpsDemandFilter = { period: '30d', group: 'area' };

/** `?filter=…&sort=…` as the list sends them, each value JSON (so the CSV and the panels ask the same question). */
export function demandSearch(params: { filter: OpsDemandFilter; sort?: { field: string; order: string } }): string {
  const search = new URLSearchParams();
  if (params.sort) search.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
  search.set('filter', JSON.stringify(params.filter));
  return search.toString();
}

/** The CSV of exactly the report on screen: a plain GET the browser downloads with its session cookie. */
export function exportUrl(filter: OpsDemandFilter, sort: { field: string; order: string }): string {
  return `${API_URL}/demand/export?${demandSearch({ filter, sort })}`;
}

/** The report's filter without empty values, as react-admin keeps filter inputs. */
export function cleanFilter(values: Record<string, unknown>): OpsDemandFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== '' && value !== undefined) out[key] = value;
  return out as OpsDemandFilter;
}

/** A row's label: "NR", "NR1", "NR1 · Stroke Recovery". */
export function rowLabel(row: Pick<OpsDemandRow, 'name' | 'condition'>): string {
  return row.condition ? `${row.name} · ${CONDITION_NAMES[row.condition]}` : row.name;
}

/** GETs one of the report's JSON endpoints whenever `path` changes; null path: nothing to load. */
export function useDemandJson<T>(path: string | null): { data?: T; error?: string; loading: boolean } {
  const [state, setState] = useState<{ data?: T; error?: string; path?: string }>({});
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    httpClient(`${API_URL}/demand/${path}`).then(
      ({ json }) => !cancelled && setState({ data: json as T, path }),
      (error: unknown) => !cancelled && setState({ error: errorMessage(error), path }),
    );
    return () => {
      cancelled = true;
    };
  }, [path]);
  return { data: state.data, error: state.error, loading: path !== null && state.path !== path };
}
