import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsCandidate, OpsFinderRequestDetail, OpsRequestNote, OpsScoreBreakdown } from '@physio/api-contract';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { weekStart } from '../../../../common/calendar/week-start.js';
import {
  MATCHED_THIS_WEEK_SQL,
  physiotherapistWithLoadSql,
} from '../../../physiotherapists/physiotherapist-load.read-model.js';
import { explainCandidates, type MatchingCandidate, type MatchingRequest } from '../../matching/matching.policy.js';
import { enquiriesAboutFinderRequest } from '../../../enquiries/contact-enquiry.repository.js';
import { pendingTooLongBefore, ROW_COLUMNS, toRow, type RowRecord } from '../../finder-request-queue.read-model.js';
import { GetFinderRequestForOpsQuery } from './get-finder-request-for-ops.query.js';
import { isUuid } from '../../../../common/validation/uuid.js';

interface DetailRecord extends RowRecord {
  postcode: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  additional_info: string | null;
  consent_given_at: Date | string | null;
  matched_at: Date | string | null;
  match_score: OpsScoreBreakdown | null;
  assigned_by: string | null;
  over_capacity_reason: string | null;
  follow_up_reason: string | null;
  follow_up_at: Date | string | null;
  latitude: number;
  longitude: number;
}

interface CandidateRecord {
  id: number;
  name: string;
  specialties: string[];
  travel_radius_miles: number;
  weekly_capacity: number;
  matched_this_week: number;
  accepts_urgent: boolean;
  experience_years: number;
  latitude: number;
  longitude: number;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

@QueryHandler(GetFinderRequestForOpsQuery)
export class GetFinderRequestForOpsHandler implements IQueryHandler<GetFinderRequestForOpsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, now }: GetFinderRequestForOpsQuery): Promise<OpsFinderRequestDetail> {
    if (!isUuid(id)) throw FinderRequestErrors.notFound();
    const [request] = await this.em.execute<DetailRecord[]>(
      `select ${ROW_COLUMNS}, r.postcode, r.contact_name, r.contact_email, r.contact_phone, r.additional_info,
              r.consent_given_at, r.matched_at, r.match_score, r.assigned_by, r.over_capacity_reason,
              r.follow_up_reason, r.follow_up_at, d.latitude, d.longitude
       from finder_request r
       join postcode_district d on d.district = r.district
       left join physiotherapist p on p.id = r.matched_physiotherapist_id
       where r.id = ?`,
      [pendingTooLongBefore(now), id],
    );
    // Any request opens, in the queue or not: a reference search finds every one (a family with no contact details
    // quotes it in a message), and the record it leads to must open. What may be done to it is the commands' rule.
    if (!request) throw FinderRequestErrors.notFound();
    const [notes, candidates, enquiries] = await Promise.all([
      this.em.execute<(Omit<OpsRequestNote, 'created_at'> & { created_at: Date | string })[]>(
        `select id::int as id, author, body, created_at from finder_request_note
         where finder_request_id = ? order by created_at, id`,
        [id],
      ),
      this.em.execute<CandidateRecord[]>(
        `select p.id, p.name, p.specialties, p.travel_radius_miles, p.weekly_capacity, p.accepts_urgent,
                p.experience_years, ${MATCHED_THIS_WEEK_SQL}::int as matched_this_week, d.latitude, d.longitude
         from ${physiotherapistWithLoadSql({ week: '?::date', baseDistrict: 'd' })}
         where p.active`,
        [weekStart(now)],
      ),
      enquiriesAboutFinderRequest(this.em, id),
    ]);
    const matchingRequest: MatchingRequest = {
      condition: request.condition,
      urgency: request.urgency,
      location: { latitude: request.latitude, longitude: request.longitude },
    };
    const byId = new Map(candidates.map((c) => [c.id, c]));
    const explained = explainCandidates(matchingRequest, candidates.map(toMatchingCandidate));
    return {
      ...toRow(request),
      postcode: request.postcode,
      contact_name: request.contact_name,
      contact_email: request.contact_email,
      contact_phone: request.contact_phone,
      additional_info: request.additional_info,
      consent_given_at: iso(request.consent_given_at),
      matched_at: iso(request.matched_at),
      match_score: request.match_score,
      assigned_by: request.assigned_by,
      over_capacity_reason: request.over_capacity_reason,
      cancel_reason: request.status === 'cancelled' ? request.follow_up_reason : null,
      status_changed_at: iso(request.follow_up_at),
      notes: notes.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() })),
      enquiries: enquiries.map((e) => ({ ...e, created_at: new Date(e.created_at).toISOString() })),
      candidates: explained.map((e): OpsCandidate => {
        const c = byId.get(e.physiotherapistId)!;
        return {
          physiotherapist_id: e.physiotherapistId,
          name: c.name,
          eligible: e.eligible,
          score: e.score,
          distance_miles: e.distanceMiles,
          travel_radius_miles: c.travel_radius_miles,
          within_radius: e.withinRadius,
          has_specialty: e.hasSpecialty,
          main_specialty: e.mainSpecialty,
          matched_this_week: c.matched_this_week,
          weekly_capacity: c.weekly_capacity,
          has_capacity: e.hasCapacity,
          accepts_urgent: c.accepts_urgent,
          reasons: e.reasons,
        };
      }),
    };
  }
}

function toMatchingCandidate(c: CandidateRecord): MatchingCandidate {
  return {
    id: c.id,
    active: true,
    specialties: c.specialties,
    base: { latitude: c.latitude, longitude: c.longitude },
    travelRadiusMiles: c.travel_radius_miles,
    weeklyCapacity: c.weekly_capacity,
    matchedThisWeek: c.matched_this_week,
    acceptsUrgent: c.accepts_urgent,
    experienceYears: c.experience_years,
  };
}
