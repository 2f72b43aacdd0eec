import {
  DEMAND_CONDITIONS,
  DEMAND_GROUPS,
  DEMAND_MAX_PERIOD_DAYS,
  DEMAND_PERIODS,
  DEMAND_SORTABLE,
  type DemandCondition,
  type DemandGroup,
  type DemandPeriod,
  type DemandPeriodRange,
  type OpsDemandFilter,
} from '@physio/api-contract';
import {
  filters,
  ListQueryError,
  parseListQuery,
  type ListQuery,
  type ListSpec,
} from '../../../common/simple-rest/index.js';
import { addDays } from '../../../common/calendar/calendar-days.js';
import { londonDay } from '../../../common/calendar/london-time.js';

/** GET /api/ops/demand: react-admin's list parameters; period, grouping and filters all travel in `filter`. */
export const DEMAND_LIST: ListSpec<OpsDemandFilter> = {
  resource: 'demand',
  sortable: DEMAND_SORTABLE,
  defaultSort: { field: 'rank', order: 'ASC' },
  filters: {
    period: filters.oneOf(DEMAND_PERIODS),
    from: filters.date(),
    to: filters.date(),
    group: filters.oneOf(DEMAND_GROUPS),
    by_condition: filters.boolean(),
    area: filters.code(/^[A-Z]{1,2}$/, 'a postcode area such as NR or B'),
    covered: filters.boolean(),
    condition: filters.oneOf(DEMAND_CONDITIONS),
  },
};

/** What a demand report counts: a resolved period, the grouping and the districts it narrows to. */
export interface DemandScope extends DemandPeriodRange {
  group: DemandGroup;
  byCondition: boolean;
  area?: string;
  covered?: boolean;
  condition?: DemandCondition;
}

const DAY_MS = 86_400_000;

export { addDays };

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The same calendar day `months` earlier, or the month's last day when it has none (31 March → 28/29 Feb). */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A real calendar date (2026-02-30 parses in JavaScript, but is not one). */
function isCalendarDate(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** The Europe/London calendar days of a period: presets end today; `custom` takes from and to as given. */
export function resolvePeriod(filter: OpsDemandFilter, now = new Date()): DemandPeriodRange {
  const custom = filter.from !== undefined || filter.to !== undefined;
  const period: DemandPeriod = filter.period ?? (custom ? 'custom' : '30d');
  if (period !== 'custom') {
    if (custom) {
      const field = filter.from !== undefined ? 'filter.from' : 'filter.to';
      throw new ListQueryError(field, 'customPeriodOnly', `${field.slice(7)} is only for period "custom"`);
    }
    const to = londonDay(now);
    const from =
      period === '12m'
        ? addDays(monthsBefore(to, 12), 1)
        : addDays(to, -({ '7d': 7, '30d': 30, '90d': 90 }[period] - 1));
    return { period, from, to, days: daysBetween(from, to) + 1 };
  }
  for (const field of ['from', 'to'] as const) {
    const value = filter[field];
    if (value === undefined) {
      throw new ListQueryError(`filter.${field}`, 'isDefined', `${field} is required for period "custom"`);
    }
    if (!isCalendarDate(value)) {
      throw new ListQueryError(`filter.${field}`, 'isDate', `${field} must be a calendar date, yyyy-mm-dd`);
    }
  }
  const { from, to } = filter as { from: string; to: string };
  if (to < from) throw new ListQueryError('filter.to', 'notBeforeFrom', 'to must not be before from');
  const days = daysBetween(from, to) + 1;
  if (days > DEMAND_MAX_PERIOD_DAYS) {
    throw new ListQueryError(
      'filter.to',
      'maxPeriod',
      `a period may cover at most ${DEMAND_MAX_PERIOD_DAYS} days; this one covers ${days}`,
    );
  }
  return { period, from, to, days };
}

export function toScope(filter: OpsDemandFilter, now = new Date()): DemandScope {
  return {
    ...resolvePeriod(filter, now),
    group: filter.group ?? 'area',
    byCondition: filter.by_condition ?? false,
    area: filter.area,
    covered: filter.covered,
    condition: filter.condition,
  };
}

/** Parses a demand request's list parameters and resolves its period (400 naming the parameter and rule). */
export function parseDemandQuery(
  query: Record<string, unknown>,
  now = new Date(),
): { list: ListQuery<OpsDemandFilter>; scope: DemandScope } {
  const list = parseListQuery(query, DEMAND_LIST);
  return { list, scope: toScope(list.filter, now) };
}

/** A whole number parameter within bounds, e.g. top=5. */
export function integerParameter(
  query: Record<string, unknown>,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,4}$/.test(raw)) {
    throw new ListQueryError(name, 'isInt', `${name} must be a whole number from ${min} to ${max}`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ListQueryError(name, value < min ? 'min' : 'max', `${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** Refuses query parameters an endpoint does not take, so a typo is a 400 and not a silently ignored filter. */
export function onlyParameters(query: Record<string, unknown>, allowed: readonly string[]): void {
  for (const name of Object.keys(query)) {
    if (!allowed.includes(name)) {
      throw new ListQueryError(
        name,
        'knownParameter',
        `unknown parameter "${name}"; parameters: ${allowed.join(', ')}`,
      );
    }
  }
}
