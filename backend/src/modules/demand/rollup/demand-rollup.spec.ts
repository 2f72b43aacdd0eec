import { londonDay } from '../../../common/calendar/london-time.js';
import { demandIncrement, rankDemand } from './demand-rollup.js';

describe('demand roll-up', () => {
  const base = { id: '42', district: 'CB1', area: 'CB', condition: 'falls-prevention', visitorKey: 'v1' };

  it('keys each source event once, by kind and id', () => {
    const search = demandIncrement({ ...base, kind: 'search', at: new Date('2026-11-22T10:00:00Z') });
    const join = demandIncrement({ ...base, kind: 'waitlist', at: new Date('2026-11-22T10:00:00Z') });
    expect(search.eventKey).toBe('search:42');
    expect(join.eventKey).toBe('waitlist:42');
    expect([search.searches, search.waitlistJoins]).toEqual([1, 0]);
    expect([join.searches, join.waitlistJoins]).toEqual([0, 1]);
  });

  it('counts a missing condition as unknown', () => {
    expect(demandIncrement({ ...base, condition: null, kind: 'waitlist', at: new Date() }).condition).toBe('unknown');
  });

  it('buckets by the UK calendar day, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter London is on UTC.
    expect(londonDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });

  it('ranks by people, then waitlist joins, then searches, then name', () => {
    const ranked = rankDemand(
      [
        { name: 'NR1', people: 2, waitlist_joins: 0, searches: 9 },
        { name: 'CB1', people: 3, waitlist_joins: 1, searches: 1 },
        { name: 'CB2', people: 2, waitlist_joins: 2, searches: 0 },
        { name: 'AB1', people: 2, waitlist_joins: 2, searches: 0 },
      ],
      (r) => r.name,
    );
    expect(ranked.map((r) => `${r.rank}:${r.name}`)).toEqual(['1:CB1', '2:AB1', '3:CB2', '4:NR1']);
  });
});
