import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Condition, Urgency } from '@physio/api-contract';
import type { AlternativeCandidate } from '../finder-request.entity.js';
import { rankCandidates, type MatchingCandidate, type RankedCandidate } from './matching.policy.js';

export type MatchingOutcome =
  | { status: 'matched'; finderRequestId: string; physiotherapistId: number }
  | { status: 'unmatched'; finderRequestId: string }
  | { status: 'missing'; finderRequestId: string };

interface RequestRow {
  id: string;
  status: string;
  condition: Condition;
  urgency: Urgency;
  matched_physiotherapist_id: number | null;
  latitude: number;
  longitude: number;
}

interface CandidateRow {
  id: number;
  specialties: string[];
  travel_radius_miles: number;
  weekly_capacity: number;
  accepts_urgent: boolean;
  experience_years: number;
  latitude: number;
  longitude: number;
  matched_this_week: number;
}

/** Monday of the current week (UTC), as the key of the weekly-load counter. */
export function weekStart(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7; // Monday = 0
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

/** Database work around the pure matching policy: load, rank, reserve a place, record the outcome. */
@Injectable()
export class MatchingService {
  async match(em: EntityManager, finderRequestId: string, now = new Date()): Promise<MatchingOutcome> {
    const conn = em.getConnection();
    const [request] = await conn.execute<RequestRow[]>(
      `select r.id, r.status, r.condition, r.urgency, r.matched_physiotherapist_id, d.latitude, d.longitude
       from finder_request r join postcode_district d on d.district = r.district where r.id = ?`,
      [finderRequestId],
    );
    if (!request) return { status: 'missing', finderRequestId };
    if (request.status !== 'pending') return this.existingOutcome(request);

    const week = weekStart(now);
    const rows = await conn.execute<CandidateRow[]>(
      `select p.id, p.specialties, p.travel_radius_miles, p.weekly_capacity, p.accepts_urgent, p.experience_years,
              d.latitude, d.longitude, coalesce(l.matched_count, 0) as matched_this_week
       from physiotherapist p
       join postcode_district d on d.district = p.base_district
       left join physiotherapist_weekly_load l on l.physiotherapist_id = p.id and l.week_start = ?
       where p.active and ? = any(p.specialties)`,
      [week, request.condition],
    );
    const ranked = rankCandidates(
      { condition: request.condition, urgency: request.urgency, location: request },
      rows.map(toCandidate),
    );

    return em.transactional(async (tx) => {
      // Reserve a place with the best-ranked physiotherapist who still has one. The conditional upsert
      // is atomic, so two workers matching at once can never overbook anyone.
      let chosenIndex = -1;
      for (let i = 0; i < ranked.length && chosenIndex < 0; i++) {
        const candidate = rows.find((row) => row.id === ranked[i].physiotherapistId)!;
        const reserved = await tx.execute<unknown[]>(
          `insert into physiotherapist_weekly_load as l (physiotherapist_id, week_start, matched_count)
           values (?, ?, 1)
           on conflict (physiotherapist_id, week_start)
           do update set matched_count = l.matched_count + 1 where l.matched_count < ?
           returning matched_count`,
          [candidate.id, week, candidate.weekly_capacity],
        );
        if (reserved.length > 0) chosenIndex = i;
      }
      const chosen: RankedCandidate | undefined = ranked[chosenIndex];
      const alternatives: AlternativeCandidate[] = ranked
        .filter((_, i) => i !== chosenIndex)
        .slice(0, 2)
        .map((c) => ({ physiotherapist_id: c.physiotherapistId, score: c.score }));

      const updated = await tx.execute<{ id: string }[]>(
        `update finder_request
         set status = ?, matched_physiotherapist_id = ?, match_score = ?, alternative_candidates = ?, matched_at = ?
         where id = ? and status = 'pending' returning id`,
        [
          chosen ? 'matched' : 'unmatched',
          chosen?.physiotherapistId ?? null,
          chosen ? JSON.stringify(chosen.score) : null,
          JSON.stringify(alternatives),
          now,
          finderRequestId,
        ],
      );
      if (updated.length === 0) {
        // Another run decided first: undo our reservation and report what it decided.
        throw new AlreadyDecided();
      }
      return chosen
        ? { status: 'matched' as const, finderRequestId, physiotherapistId: chosen.physiotherapistId }
        : { status: 'unmatched' as const, finderRequestId };
    }).catch(async (error: unknown) => {
      if (!(error instanceof AlreadyDecided)) throw error;
      const [decided] = await conn.execute<RequestRow[]>(
        'select id, status, matched_physiotherapist_id from finder_request where id = ?',
        [finderRequestId],
      );
      return decided ? this.existingOutcome(decided) : { status: 'missing' as const, finderRequestId };
    });
  }

  private existingOutcome(row: Pick<RequestRow, 'id' | 'status' | 'matched_physiotherapist_id'>): MatchingOutcome {
    return row.status === 'matched' && row.matched_physiotherapist_id !== null
      ? { status: 'matched', finderRequestId: row.id, physiotherapistId: row.matched_physiotherapist_id }
      : { status: 'unmatched', finderRequestId: row.id };
  }
}

class AlreadyDecided extends Error {}

function toCandidate(row: CandidateRow): MatchingCandidate {
  return {
    id: row.id,
    active: true,
    specialties: row.specialties,
    base: { latitude: row.latitude, longitude: row.longitude },
    travelRadiusMiles: row.travel_radius_miles,
    weeklyCapacity: row.weekly_capacity,
    matchedThisWeek: Number(row.matched_this_week),
    acceptsUrgent: row.accepts_urgent,
    experienceYears: row.experience_years,
  };
}
