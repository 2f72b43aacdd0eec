import {
  DECLINE_REASONS,
  DECLINE_REASON_LABELS,
  PROMISE_GROUPS,
  REPLY_PROMISE_HOURS_FOR_REPORT,
  URGENT_VISIT_PROMISE_HOURS,
  type OpsPromisesFilter,
  type OpsPromisesRow,
  type OpsRole,
  type PromiseGroup,
} from '@physio/api-contract';
import { todayInLondon } from '../format';
import { API_URL } from '../session';

export const DEFAULT_PROMISES_FILTER: OpsPromisesFilter = { group: 'month' };

export const GROUP_LABELS: Record<PromiseGroup, string> = {
  month: 'Month',
  county: 'County',
  district: 'District',
  urgency: 'Urgency',
  condition: 'Condition',
  physiotherapist: 'Physiotherapist',
};

/** The groupings a role may ask for: by physiotherapist names people's performance, for the team only. */
export function groupsFor(role: OpsRole | undefined): PromiseGroup[] {
  return PROMISE_GROUPS.filter((group) => group !== 'physiotherapist' || role === 'coordinator' || role === 'admin');
}

/** The periods offered; the API takes from/to days (default: the last 12 months), so a preset is a pair of days. */
export const PROMISE_PERIODS = ['12m', '90d', '30d', 'custom'] as const;
export type PromisePeriod = (typeof PROMISE_PERIODS)[number];
export const PROMISE_PERIOD_LABELS: Record<PromisePeriod, string> = {
  '12m': 'Last 12 months',
  '90d': 'Last 90 days',
  '30d': 'Last 30 days',
  custom: 'Chosen dates',
};
const PRESET_DAYS = { '90d': 90, '30d': 30 } as const;

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The from/to of a preset ending today (UK days, both inclusive); none for the last 12 months, the API's default. */
export function periodDates(period: Exclude<PromisePeriod, 'custom'>, today = todayInLondon()) {
  if (period === '12m') return { from: undefined, to: undefined };
  return { from: daysBefore(today, PRESET_DAYS[period] - 1), to: today };
}

/** Which preset a filter's dates are, read back from the address. */
export function periodOf(filter: OpsPromisesFilter, today = todayInLondon()): PromisePeriod {
  if (!filter.from && !filter.to) return '12m';
  for (const period of ['90d', '30d'] as const) {
    const dates = periodDates(period, today);
    if (filter.from === dates.from && filter.to === dates.to) return period;
  }
  return 'custom';
}

/** The report's filter as the API accepts it: only its own keys, none empty. */
export function cleanPromisesFilter(values: Record<string, unknown>): OpsPromisesFilter {
  const out: Record<string, unknown> = {};
  for (const key of ['from', 'to', 'group', 'urgency', 'condition'] as const) {
    const value = values[key];
    if (value !== '' && value !== undefined && value !== null) out[key] = value;
  }
  return out as OpsPromisesFilter;
}

/** The CSV of exactly the report on screen: a plain GET the browser downloads with its session cookie. */
export function promisesExportUrl(filter: OpsPromisesFilter): string {
  const search = new URLSearchParams({ sort: JSON.stringify(['id', 'ASC']), filter: JSON.stringify(filter) });
  return `${API_URL}/promises/export?${search.toString()}`;
}

/** A share as people say it: "83%"; a dash when nothing was counted. */
export function percent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** A duration in hours, in the unit a reader expects: "40 min", "5.5 hours", "3.2 days". */
export function hoursText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${round1(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
  return daysText(hours / 24);
}

export function daysText(days: number | null): string {
  if (days === null) return '—';
  if (days < 2) return hoursText(days * 24);
  return `${round1(days)} days`;
}

function round1(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

/** Typical and slowest: the median, and the time nine in ten were within. */
export function spreadText(p50: string, p90: string): string {
  return p50 === '—' ? '—' : `${p50} (9 in 10 within ${p90})`;
}

const DECLINE_KEYS = {
  'no-capacity': 'declined_no_capacity',
  'too-far': 'declined_too_far',
  'not-my-specialty': 'declined_not_my_specialty',
  other: 'declined_other',
} as const;

/** "No capacity 2, Too far 1"; "None". */
export function declinesText(row: OpsPromisesRow): string {
  const parts = DECLINE_REASONS.filter((reason) => row[DECLINE_KEYS[reason]] > 0).map(
    (reason) => `${DECLINE_REASON_LABELS[reason]} ${row[DECLINE_KEYS[reason]]}`,
  );
  return parts.length ? parts.join(', ') : 'None';
}

/** What each promise is, in a sentence a business reader understands. */
export const PROMISE_EXPLAINED = [
  {
    name: `Reply within ${REPLY_PROMISE_HOURS_FOR_REPORT} hours`,
    text: `a physiotherapist accepts the request within ${REPLY_PROMISE_HOURS_FOR_REPORT} hours of the family confirming it.`,
  },
  {
    name: 'Contact by the deadline',
    text: 'once they accept, the physiotherapist gets in touch with the family by the deadline we gave them (as the family tells us).',
  },
  {
    name: `Urgent visit within ${URGENT_VISIT_PROMISE_HOURS} hours`,
    text: `an urgent request has its first visit within ${URGENT_VISIT_PROMISE_HOURS} hours of the family confirming it.`,
  },
];
