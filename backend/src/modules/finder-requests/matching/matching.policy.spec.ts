import { haversineMiles } from '../../../common/geo/geo.js';
import {
  explainCandidate,
  explainCandidates,
  rankCandidates,
  scoreCandidate,
  type MatchingCandidate,
  type MatchingRequest,
} from './matching.policy.js';

// Real district centroids (from the postcode district data).
const SOUTHEND_SS1 = { latitude: 51.5394, longitude: 0.724208 };
const LEIGH_SS9 = { latitude: 51.5536, longitude: 0.652172 };
const BENFLEET_SS7 = { latitude: 51.5631, longitude: 0.577718 };
const WESTMINSTER_SW1A = { latitude: 51.502, longitude: -0.133833 };

const request = (overrides: Partial<MatchingRequest> = {}): MatchingRequest => ({
  condition: 'falls-prevention',
  urgency: 'soon',
  location: LEIGH_SS9,
  ...overrides,
});

let nextId = 1;
const physio = (overrides: Partial<MatchingCandidate> = {}): MatchingCandidate => ({
  id: nextId++,
  active: true,
  specialties: ['falls-prevention', 'elderly-rehab'],
  base: SOUTHEND_SS1,
  travelRadiusMiles: 10,
  weeklyCapacity: 4,
  matchedThisWeek: 0,
  acceptsUrgent: true,
  experienceYears: 10,
  ...overrides,
});

describe('haversineMiles', () => {
  it('is zero for the same point and symmetric', () => {
    expect(haversineMiles(LEIGH_SS9, LEIGH_SS9)).toBe(0);
    expect(haversineMiles(LEIGH_SS9, SOUTHEND_SS1)).toBeCloseTo(haversineMiles(SOUTHEND_SS1, LEIGH_SS9), 10);
  });

  it('measures Leigh-on-Sea to Westminster at about 34 miles in a straight line', () => {
    expect(haversineMiles(LEIGH_SS9, WESTMINSTER_SW1A)).toBeGreaterThan(33);
    expect(haversineMiles(LEIGH_SS9, WESTMINSTER_SW1A)).toBeLessThan(35);
  });
});

describe('matching policy: who is eligible', () => {
  it('accepts an active physiotherapist nearby who treats the condition and has capacity', () => {
    expect(scoreCandidate(request(), physio())).not.toBeNull();
  });

  it('excludes inactive physiotherapists', () => {
    expect(scoreCandidate(request(), physio({ active: false }))).toBeNull();
  });

  it('excludes physiotherapists who do not list the condition', () => {
    expect(scoreCandidate(request({ condition: 'respiratory' }), physio())).toBeNull();
  });

  it('excludes physiotherapists whose travel radius does not reach the family', () => {
    const distance = haversineMiles(SOUTHEND_SS1, BENFLEET_SS7);
    expect(
      scoreCandidate(request({ location: BENFLEET_SS7 }), physio({ travelRadiusMiles: distance - 0.1 })),
    ).toBeNull();
    expect(
      scoreCandidate(request({ location: BENFLEET_SS7 }), physio({ travelRadiusMiles: distance + 0.1 })),
    ).not.toBeNull();
  });

  it('excludes physiotherapists with no capacity left this week', () => {
    expect(scoreCandidate(request(), physio({ weeklyCapacity: 3, matchedThisWeek: 3 }))).toBeNull();
    expect(scoreCandidate(request(), physio({ weeklyCapacity: 3, matchedThisWeek: 5 }))).toBeNull();
    expect(scoreCandidate(request(), physio({ weeklyCapacity: 3, matchedThisWeek: 2 }))).not.toBeNull();
  });

  it('excludes physiotherapists who do not take urgent referrals, for urgent requests only', () => {
    const noUrgent = physio({ acceptsUrgent: false });
    expect(scoreCandidate(request({ urgency: 'urgent' }), noUrgent)).toBeNull();
    expect(scoreCandidate(request({ urgency: 'soon' }), noUrgent)).not.toBeNull();
    expect(scoreCandidate(request({ urgency: 'flexible' }), noUrgent)).not.toBeNull();
  });
});

describe('matching policy: the score', () => {
  it('gives the full specialty fit for the main specialty and less for a secondary one', () => {
    const main = scoreCandidate(request(), physio({ specialties: ['falls-prevention'] }))!;
    const secondary = scoreCandidate(request(), physio({ specialties: ['stroke-recovery', 'falls-prevention'] }))!;
    expect(main.specialty_fit).toBe(1);
    expect(secondary.specialty_fit).toBe(0.75);
    expect(main.total).toBeGreaterThan(secondary.total);
  });

  it('scores proximity 1 at the base and falls towards 0 at the edge of the radius', () => {
    expect(scoreCandidate(request({ location: SOUTHEND_SS1 }), physio())!.proximity).toBe(1);
    const far = scoreCandidate(request({ location: BENFLEET_SS7 }), physio({ travelRadiusMiles: 10 }))!;
    expect(far.proximity).toBeGreaterThan(0);
    expect(far.proximity).toBeLessThan(1);
  });

  it('scores remaining capacity and caps experience at 25 years', () => {
    const s = scoreCandidate(request(), physio({ weeklyCapacity: 4, matchedThisWeek: 1, experienceYears: 40 }))!;
    expect(s.capacity).toBe(0.75);
    expect(s.experience).toBe(1);
  });

  it('adds the weighted parts up to the total', () => {
    const s = scoreCandidate(request(), physio())!;
    expect(s.total).toBeCloseTo(0.35 * s.specialty_fit + 0.3 * s.proximity + 0.2 * s.capacity + 0.15 * s.experience, 3);
  });
});

describe('matching policy: ranking', () => {
  it('puts the nearer of two otherwise equal physiotherapists first', () => {
    const far = physio({ base: BENFLEET_SS7 });
    const near = physio({ base: LEIGH_SS9 });
    expect(rankCandidates(request(), [far, near]).map((c) => c.physiotherapistId)).toEqual([near.id, far.id]);
  });

  it('prefers a specialist over a nearer generalist when the fit outweighs the distance', () => {
    const generalist = physio({
      base: LEIGH_SS9,
      specialties: ['elderly-rehab', 'falls-prevention'],
      experienceYears: 5,
    });
    const specialist = physio({ base: SOUTHEND_SS1, specialties: ['falls-prevention'], experienceYears: 20 });
    expect(rankCandidates(request(), [generalist, specialist])[0].physiotherapistId).toBe(specialist.id);
  });

  it('prefers the physiotherapist with more room this week', () => {
    const busy = physio({ weeklyCapacity: 4, matchedThisWeek: 3 });
    const free = physio({ weeklyCapacity: 4, matchedThisWeek: 0 });
    expect(rankCandidates(request(), [busy, free])[0].physiotherapistId).toBe(free.id);
  });

  it('breaks exact ties by the lower id, whatever the input order', () => {
    const a = physio({ id: 501 });
    const b = physio({ id: 500 });
    expect(rankCandidates(request(), [a, b]).map((c) => c.physiotherapistId)).toEqual([500, 501]);
    expect(rankCandidates(request(), [b, a]).map((c) => c.physiotherapistId)).toEqual([500, 501]);
  });

  it('leaves out the ineligible and returns an empty list when no one qualifies', () => {
    const ok = physio();
    const ranked = rankCandidates(request(), [physio({ active: false }), ok, physio({ specialties: ['respiratory'] })]);
    expect(ranked.map((c) => c.physiotherapistId)).toEqual([ok.id]);
    expect(rankCandidates(request({ condition: 'respiratory', location: WESTMINSTER_SW1A }), [ok])).toEqual([]);
  });
});

describe('matching policy: explained to a coordinator', () => {
  it('agrees with the policy on who is eligible, whatever rule a candidate breaks', () => {
    const cases = [
      physio(),
      physio({ active: false }),
      physio({ specialties: ['respiratory'] }),
      physio({ matchedThisWeek: 4 }),
      physio({ base: WESTMINSTER_SW1A }),
      physio({ acceptsUrgent: false }),
    ];
    for (const urgency of ['urgent', 'soon'] as const) {
      for (const candidate of cases) {
        const r = request({ urgency });
        expect(explainCandidate(r, candidate).eligible).toBe(scoreCandidate(r, candidate) !== null);
        expect(explainCandidate(r, candidate).score).toEqual(scoreCandidate(r, candidate));
      }
    }
  });

  it('says in words why someone does not fit', () => {
    const far = explainCandidate(
      request({ urgency: 'urgent' }),
      physio({ base: WESTMINSTER_SW1A, acceptsUrgent: false, matchedThisWeek: 4, specialties: ['respiratory'] }),
    );
    expect(far.eligible).toBe(false);
    expect(far.reasons).toEqual([
      expect.stringMatching(/^3\d(\.\d)? miles away, beyond their 10 miles radius$/),
      'Does not list this condition',
      'No places left this week (4 of 4)',
      'Does not take urgent referrals',
    ]);
  });

  it('says why someone fits', () => {
    const near = explainCandidate(request(), physio({ matchedThisWeek: 1 }));
    expect(near.reasons).toEqual([
      expect.stringMatching(/miles away, within their 10 miles radius$/),
      'Main specialty',
      '3 of 4 places left this week',
    ]);
  });

  it('lists the eligible best first, then those who break fewest rules, nearest first', () => {
    const best = physio({ base: LEIGH_SS9 });
    const second = physio({ base: BENFLEET_SS7 });
    const full = physio({ matchedThisWeek: 4 });
    const farAndFull = physio({ base: WESTMINSTER_SW1A, matchedThisWeek: 4 });
    const listed = explainCandidates(request(), [farAndFull, full, second, best]);
    expect(listed.map((e) => e.physiotherapistId)).toEqual([best.id, second.id, full.id, farAndFull.id]);
    expect(explainCandidates(request(), [farAndFull, full, second, best], 2)).toHaveLength(2);
  });
});
