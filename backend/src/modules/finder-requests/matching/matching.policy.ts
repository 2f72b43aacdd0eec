import type { Condition, Urgency } from '@physio/api-contract';
import { haversineMiles, type LatLon } from '../../../common/geo/geo.js';

/**
 * Who may be recommended to a family, and in what order. Pure: no I/O, no clock.
 *
 * What the ranking leads to depends on the family, not on this policy (matching.service.ts): only a request whose
 * family has confirmed their email (the signed link we send) reserves a place in the first-ranked physiotherapist's
 * week and sends them the referral. Any other request (anonymous, phone only, or not confirmed yet) is
 * `unconfirmed`: the family sees the first-ranked physiotherapist as a recommendation, nothing is reserved, and
 * nobody else hears of it. So a script that floods the form cannot book out anyone's week or send referrals
 * carrying contact details of its choosing.
 *
 * A physiotherapist is a candidate when all of these hold:
 *   1. they are active;
 *   2. they list the family's condition among their specialties;
 *   3. the request's district centroid lies within their travel radius of their base district's centroid;
 *   4. they have capacity left this week (matched this week < weekly capacity);
 *   5. for an urgent request, they take urgent referrals.
 *
 * Candidates are ranked by a score between 0 and 1, the weighted sum of:
 *   - specialty fit (35%): 1 when the condition is their first-listed (main) specialty, 0.75 otherwise;
 *   - proximity (30%): 1 - distance / travel radius, so 1 at their door and 0 at the edge of their radius;
 *   - remaining capacity (20%): places left this week / weekly capacity, which spreads families out;
 *   - experience (15%): years of experience, capped at 25, / 25.
 * Ties (equal score to 4 decimals) go to the shorter distance, then the lower physiotherapist id,
 * so the same inputs always give the same order.
 */
export const SCORE_WEIGHTS = { specialtyFit: 0.35, proximity: 0.3, capacity: 0.2, experience: 0.15 } as const;
export const SECONDARY_SPECIALTY_FIT = 0.75;
export const EXPERIENCE_CAP_YEARS = 25;

export interface MatchingRequest {
  condition: Condition;
  urgency: Urgency;
  location: LatLon;
}

export interface MatchingCandidate {
  id: number;
  active: boolean;
  specialties: readonly string[];
  base: LatLon;
  travelRadiusMiles: number;
  weeklyCapacity: number;
  matchedThisWeek: number;
  acceptsUrgent: boolean;
  experienceYears: number;
}

export interface CandidateScore {
  total: number;
  specialty_fit: number;
  proximity: number;
  capacity: number;
  experience: number;
  distance_miles: number;
}

export interface RankedCandidate {
  physiotherapistId: number;
  score: CandidateScore;
}

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

export function scoreCandidate(request: MatchingRequest, candidate: MatchingCandidate): CandidateScore | null {
  if (!candidate.active) return null;
  const specialtyIndex = candidate.specialties.indexOf(request.condition);
  if (specialtyIndex < 0) return null;
  if (request.urgency === 'urgent' && !candidate.acceptsUrgent) return null;
  const remaining = candidate.weeklyCapacity - candidate.matchedThisWeek;
  if (remaining <= 0) return null;
  const distance = haversineMiles(candidate.base, request.location);
  if (distance > candidate.travelRadiusMiles) return null;

  const specialtyFit = specialtyIndex === 0 ? 1 : SECONDARY_SPECIALTY_FIT;
  const proximity = candidate.travelRadiusMiles > 0 ? 1 - distance / candidate.travelRadiusMiles : 1;
  const capacity = remaining / candidate.weeklyCapacity;
  const experience = Math.min(candidate.experienceYears, EXPERIENCE_CAP_YEARS) / EXPERIENCE_CAP_YEARS;
  const total =
    SCORE_WEIGHTS.specialtyFit * specialtyFit +
    SCORE_WEIGHTS.proximity * proximity +
    SCORE_WEIGHTS.capacity * capacity +
    SCORE_WEIGHTS.experience * experience;
  return {
    total: round(total),
    specialty_fit: round(specialtyFit),
    proximity: round(proximity),
    capacity: round(capacity),
    experience: round(experience),
    distance_miles: round(distance, 2),
  };
}

/** Every eligible candidate, best first. An empty list means no one can take the family. */
export function rankCandidates(request: MatchingRequest, candidates: readonly MatchingCandidate[]): RankedCandidate[] {
  const ranked: RankedCandidate[] = [];
  for (const candidate of candidates) {
    const score = scoreCandidate(request, candidate);
    if (score) ranked.push({ physiotherapistId: candidate.id, score });
  }
  return ranked.sort(
    (a, b) =>
      b.score.total - a.score.total ||
      a.score.distance_miles - b.score.distance_miles ||
      a.physiotherapistId - b.physiotherapistId,
  );
}

/** One candidate as a coordinator sees it: the policy's verdict and, in words, why. */
export interface CandidateExplanation {
  physiotherapistId: number;
  eligible: boolean;
  /** The policy's score; null when the policy would not propose them. */
  score: CandidateScore | null;
  distanceMiles: number;
  withinRadius: boolean;
  hasSpecialty: boolean;
  mainSpecialty: boolean;
  hasCapacity: boolean;
  /** Whether this request's urgency rules them out (only urgent requests need urgent referrals). */
  urgencyFits: boolean;
  reasons: string[];
}

const miles = (n: number) => `${Math.round(n * 10) / 10} miles`;

/**
 * Why a physiotherapist fits a request or does not, by the same rules as scoreCandidate: the verdict is the
 * policy's own (eligible exactly when scoreCandidate gives a score), the reasons are for people.
 */
export function explainCandidate(request: MatchingRequest, candidate: MatchingCandidate): CandidateExplanation {
  const distance = haversineMiles(candidate.base, request.location);
  const specialtyIndex = candidate.specialties.indexOf(request.condition);
  const remaining = candidate.weeklyCapacity - candidate.matchedThisWeek;
  const withinRadius = distance <= candidate.travelRadiusMiles;
  const urgencyFits = request.urgency !== 'urgent' || candidate.acceptsUrgent;
  const reasons: string[] = [];
  if (!candidate.active) reasons.push('Not active');
  reasons.push(
    withinRadius
      ? `${miles(distance)} away, within their ${miles(candidate.travelRadiusMiles)} radius`
      : `${miles(distance)} away, beyond their ${miles(candidate.travelRadiusMiles)} radius`,
  );
  reasons.push(
    specialtyIndex === 0
      ? 'Main specialty'
      : specialtyIndex > 0
        ? 'Lists this condition (not their main specialty)'
        : 'Does not list this condition',
  );
  reasons.push(
    remaining > 0
      ? `${remaining} of ${candidate.weeklyCapacity} places left this week`
      : `No places left this week (${candidate.matchedThisWeek} of ${candidate.weeklyCapacity})`,
  );
  if (request.urgency === 'urgent') {
    reasons.push(candidate.acceptsUrgent ? 'Takes urgent referrals' : 'Does not take urgent referrals');
  }
  const score = scoreCandidate(request, candidate);
  return {
    physiotherapistId: candidate.id,
    eligible: score !== null,
    score,
    distanceMiles: round(distance, 2),
    withinRadius,
    hasSpecialty: specialtyIndex >= 0,
    mainSpecialty: specialtyIndex === 0,
    hasCapacity: remaining > 0,
    urgencyFits,
    reasons,
  };
}

/**
 * The candidates to show a coordinator: everyone the policy would propose, best first, then the nearest of
 * those it would not (most fitting first: fewer rules broken, then distance), up to `limit` in all.
 */
export function explainCandidates(
  request: MatchingRequest,
  candidates: readonly MatchingCandidate[],
  limit = 15,
): CandidateExplanation[] {
  const explained = candidates.map((c) => explainCandidate(request, c));
  const broken = (e: CandidateExplanation) =>
    [e.withinRadius, e.hasSpecialty, e.hasCapacity, e.urgencyFits].filter((ok) => !ok).length;
  const eligible = explained
    .filter((e) => e.eligible)
    .sort(
      (a, b) =>
        b.score!.total - a.score!.total ||
        a.distanceMiles - b.distanceMiles ||
        a.physiotherapistId - b.physiotherapistId,
    );
  const others = explained
    .filter((e) => !e.eligible)
    .sort(
      (a, b) => broken(a) - broken(b) || a.distanceMiles - b.distanceMiles || a.physiotherapistId - b.physiotherapistId,
    );
  return [...eligible, ...others].slice(0, limit);
}
