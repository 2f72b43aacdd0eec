import type { Condition, Urgency } from '@physio/api-contract';
import { haversineMiles, type LatLon } from './geo.js';

/**
 * Who may be recommended to a family, and in what order. Pure: no I/O, no clock.
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
