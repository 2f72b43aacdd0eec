import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  DEMAND_CONDITION_LABELS,
  type DemandCondition,
  type OpsDemandFilter,
  type OpsDemandRow,
} from '@physio/api-contract';
import { errorMessage } from '../apiErrors';
import type { OpsDataProvider } from '../dataProvider';
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

/**
 * One of the report's panels (`trend?…`, `map?…`, `supply?…`) through the data provider and react-admin's query
 * client: asked again when `path` changes, kept while the same question is asked, and a 401 signs out as elsewhere.
 * Null path: nothing to load.
 */
export function useDemandJson<T>(path: string | null): { data?: T; error?: string; loading: boolean } {
  const dataProvider = useDataProvider<OpsDataProvider>();
  const query = useQuery({
    queryKey: ['demand', path],
    queryFn: async () => (await dataProvider.getDemandPanel<T>(path!)).data,
    enabled: path !== null,
  });
  return {
    data: query.data,
    error: query.error ? errorMessage(query.error) : undefined,
    loading: path !== null && query.isPending,
  };
}
