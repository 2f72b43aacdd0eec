import { randomUUID } from 'node:crypto';
import { dayNumber, PromiseFacts, type OfferFactsRow, type RequestFactsRow } from './promise-facts.columns.js';

const HOUR_US = 3_600_000_000;
const DISTRICTS = [
  { district: 'AB1', county: 'Aberdeenshire' },
  { district: 'LD1', county: 'Powys' },
  { district: 'LD2', county: 'Powys' },
];
const START = Date.parse('2026-03-10T09:00:00Z') * 1000;

function offer(physiotherapistId: number, status: string, acceptedAfterHours: number | null): OfferFactsRow {
  return {
    physiotherapistId,
    status,
    declineReason: status === 'declined' ? 'too-far' : null,
    offeredDay: dayNumber('2026-03-10'),
    offeredUs: START,
    acceptedUs: acceptedAfterHours === null ? null : START + acceptedAfterHours * HOUR_US,
    contactByUs: null,
    firstContactUs: null,
    visitUs: null,
  };
}

function request(district: string, offers: OfferFactsRow[], day = '2026-03-10'): RequestFactsRow {
  return {
    id: randomUUID(),
    confirmedDay: dayNumber(day),
    confirmedUs: START,
    district,
    urgency: 'soon',
    condition: 'neurological',
    offers,
  };
}

/** percentile_cont as PostgreSQL documents it: sort, then linear between the two nearest ranks. */
function percentileCont(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (position - lower) * (sorted[upper] - sorted[lower]);
}

const round1 = (value: number) => Number(value.toFixed(1));
const period = { from: '2026-03-01', to: '2026-03-31' };

describe('PromiseFacts', () => {
  it('finds the median and 90th percentile a sort would, ties and all, for groups of every size', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const size of [1, 2, 3, 4, 5, 9, 10, 11, 57, 1000, 4999]) {
      const facts = new PromiseFacts(DISTRICTS);
      // Quarter hours up to two days: many values repeat.
      const hours = Array.from({ length: size }, () => Math.floor(next() * 192) / 4);
      for (const h of hours) facts.put(request('LD1', [offer(1, 'accepted', h)]));
      const [row] = facts.report({ ...period, group: 'district' });
      expect([row.id, row.confirmed, row.hours_to_accept_p50, row.hours_to_accept_p90]).toEqual([
        'LD1',
        size,
        round1(percentileCont(hours, 0.5)),
        round1(percentileCont(hours, 0.9)),
      ]);
    }
  });

  it('forgets a request and its offers when it is replaced by nothing, and counts its new facts when it comes back', () => {
    const facts = new PromiseFacts(DISTRICTS);
    const kept = request('LD1', [offer(3, 'accepted', 2)]);
    const changing = request('LD2', [offer(3, 'declined', null), offer(4, 'accepted', 5)]);
    facts.put(kept);
    facts.put(changing);
    const byPhysio = () => facts.report({ ...period, group: 'physiotherapist' }).map((r) => [r.id, r.confirmed]);
    expect(byPhysio()).toEqual([
      ['3', 2],
      ['4', 1],
    ]);
    expect(facts.report({ ...period, group: 'county' }).map((r) => [r.id, r.confirmed, r.declined_too_far])).toEqual([
      ['Powys', 2, 1],
    ]);

    facts.replace([changing.id], []);
    expect(byPhysio()).toEqual([['3', 1]]);
    expect(facts.report({ ...period, group: 'district' }).map((r) => r.id)).toEqual(['LD1']);

    facts.replace([changing.id], [{ ...changing, offers: [offer(5, 'lapsed', null)] }]);
    expect(byPhysio()).toEqual([
      ['3', 1],
      ['5', 1],
    ]);
    expect(facts.sizes).toEqual({ requests: 2, offers: 2 });
    const [powys] = facts.report({ ...period, group: 'county' });
    expect([powys.confirmed, powys.accepted, powys.lapsed, powys.declined_too_far]).toEqual([2, 1, 1, 0]);
  });

  it('counts a request only in its period and only when confirmed in a known district', () => {
    const facts = new PromiseFacts(DISTRICTS);
    facts.put(request('LD1', [], '2026-02-28'));
    facts.put(request('LD1', [], '2026-03-01'));
    facts.put(request('LD1', [], '2026-03-31'));
    facts.put(request('LD1', [], '2026-04-01'));
    facts.put(request('ZZ9', [offer(8, 'open', null)]));
    facts.put({ ...request('LD1', [offer(8, 'open', null)]), confirmedDay: null, confirmedUs: null });
    expect(facts.report({ ...period, group: 'month' }).map((r) => [r.id, r.confirmed])).toEqual([['2026-03', 2]]);
    expect(
      facts.report({ from: '2026-02-01', to: '2026-04-30', group: 'month' }).map((r) => [r.id, r.confirmed]),
    ).toEqual([
      ['2026-02', 1],
      ['2026-03', 2],
      ['2026-04', 1],
    ]);
    // The physiotherapist's offers count wherever the request is and whether or not it was confirmed.
    expect(facts.report({ ...period, group: 'physiotherapist' }).map((r) => [r.id, r.confirmed])).toEqual([['8', 2]]);
  });
});
