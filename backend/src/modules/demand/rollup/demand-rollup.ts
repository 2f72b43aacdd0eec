/** Pure decisions of the demand roll-up: what an event counts as, under which key, and how areas rank. */

import { londonDay } from '../../../common/calendar/london-time.js';

export type DemandSourceKind = 'search' | 'waitlist';

export interface DemandSource {
  kind: DemandSourceKind;
  id: string;
  district: string;
  area: string;
  condition: string | null;
  at: Date;
  visitorKey: string | null;
}

export interface DemandIncrement {
  /** Unique per source event: the roll-up applies each key once. */
  eventKey: string;
  district: string;
  area: string;
  condition: string;
  /** Europe/London calendar day, YYYY-MM-DD. */
  day: string;
  searches: number;
  waitlistJoins: number;
  personKey: string | null;
}

export function demandIncrement(source: DemandSource): DemandIncrement {
  return {
    eventKey: `${source.kind}:${source.id}`,
    district: source.district,
    area: source.area,
    condition: source.condition ?? 'unknown',
    day: londonDay(source.at),
    searches: source.kind === 'search' ? 1 : 0,
    waitlistJoins: source.kind === 'waitlist' ? 1 : 0,
    personKey: source.visitorKey,
  };
}

export interface DemandFigures {
  searches: number;
  waitlist_joins: number;
  people: number;
}

/** Most people first; then most waitlist joins (a stronger signal than a search); then most searches; then by name. */
export function rankDemand<T extends DemandFigures>(rows: T[], name: (row: T) => string): (T & { rank: number })[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.people - a.people ||
        b.waitlist_joins - a.waitlist_joins ||
        b.searches - a.searches ||
        name(a).localeCompare(name(b)),
    )
    .map((row, i) => ({ ...row, rank: i + 1 }));
}
