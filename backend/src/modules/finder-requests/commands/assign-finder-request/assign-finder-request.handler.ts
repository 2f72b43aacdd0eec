import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Condition, Urgency } from '@physio/api-contract';
import { CommonErrors } from '../../../../common/errors/common.errors.js';
import { Env } from '../../../../config/env.js';
import { replyHours } from '../../../referrals/referral-deadlines.js';
import { offerReferralSql } from '../../../referrals/referral-offer.repository.js';
import { AuditLog } from '../../../audit/audit-log.js';
import {
  MATCHED_THIS_WEEK_SQL,
  physiotherapistWithLoadSql,
} from '../../../physiotherapists/physiotherapist-load.read-model.js';
import { reserveWeeklyPlace } from '../../../physiotherapists/physiotherapist-weekly-load.repository.js';
import { recordFinderRequestAssignment } from '../../finder-request.repository.js';
import { assignmentRefusal, type FinderRequestFollowUp } from '../../finder-request-follow-up.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { explainCandidate } from '../../matching/matching.policy.js';
import { weekStart } from '../../../../common/calendar/week-start.js';
import { IN_OPS_QUEUE_SQL } from '../../finder-request-queue.read-model.js';
import { AssignFinderRequestCommand } from './assign-finder-request.command.js';
import { isUuid } from '../../../../common/validation/uuid.js';

interface LockedRequest {
  /** unconfirmed: a family who left only a phone number, confirmed by the coordinator's call. */
  status: 'pending' | 'unconfirmed' | 'matched' | 'unmatched';
  follow_up: FinderRequestFollowUp | null;
  condition: Condition;
  urgency: Urgency;
  latitude: number;
  longitude: number;
}

interface ChosenPhysio {
  id: number;
  active: boolean;
  specialties: string[];
  travel_radius_miles: number;
  weekly_capacity: number;
  matched_this_week: number;
  accepts_urgent: boolean;
  experience_years: number;
  latitude: number;
  longitude: number;
}

const fieldError = (field: string, rule: string, message: string) => CommonErrors.invalidField(field, message, rule);

@CommandHandler(AssignFinderRequestCommand)
export class AssignFinderRequestHandler implements ICommandHandler<AssignFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly env: Env,
  ) {}

  async execute(command: AssignFinderRequestCommand): Promise<void> {
    const { finderRequestId: id, physiotherapistId, overCapacityReason, actor, now } = command;
    if (!isUuid(id)) throw FinderRequestErrors.notFound();
    await this.em.fork().transactional(async (tx) => {
      // Locked: the matching worker (which needs it pending) and other coordinators wait, then see the outcome.
      const [request] = await tx.execute<LockedRequest[]>(
        `select r.status, r.follow_up, r.condition, r.urgency, d.latitude, d.longitude
         from finder_request r join postcode_district d on d.district = r.district
         where r.id = ? and ${IN_OPS_QUEUE_SQL} for update of r`,
        [id],
      );
      if (!request) throw FinderRequestErrors.notFound();
      const refusal = assignmentRefusal({ status: request.status, followUp: request.follow_up });
      if (refusal) throw FinderRequestErrors.refused(refusal);

      const week = weekStart(now);
      const [physio] = await tx.execute<ChosenPhysio[]>(
        `select p.id, p.active, p.specialties, p.travel_radius_miles, p.weekly_capacity, p.accepts_urgent,
                p.experience_years, ${MATCHED_THIS_WEEK_SQL}::int as matched_this_week, d.latitude, d.longitude
         from ${physiotherapistWithLoadSql({ week: '?::date', baseDistrict: 'd' })}
         where p.id = ?`,
        [week, physiotherapistId],
      );
      if (!physio) throw fieldError('physiotherapist_id', 'exists', 'That physiotherapist does not exist');
      if (!physio.active) throw fieldError('physiotherapist_id', 'active', 'That physiotherapist is not active');

      const fit = explainCandidate(
        { condition: request.condition, urgency: request.urgency, location: request },
        {
          id: physio.id,
          active: true,
          specialties: physio.specialties,
          base: physio,
          travelRadiusMiles: physio.travel_radius_miles,
          weeklyCapacity: physio.weekly_capacity,
          matchedThisWeek: physio.matched_this_week,
          acceptsUrgent: physio.accepts_urgent,
          experienceYears: physio.experience_years,
        },
      );
      const overCapacity = !fit.hasCapacity;
      if (overCapacity && !overCapacityReason) {
        throw fieldError(
          'over_capacity_reason',
          'required',
          `Give a reason to assign them: they have no places left this week (${physio.matched_this_week} of ${physio.weekly_capacity})`,
        );
      }
      // Without a coordinator's reason the family is counted only while the week has room, so two coordinators
      // cannot both take the last place unknowingly.
      const reservation = reserveWeeklyPlace({
        physiotherapistId: physio.id,
        week,
        capacity: physio.weekly_capacity,
        overCapacity,
      });
      const reserved = await tx.execute<unknown[]>(reservation.sql, reservation.params);
      if (reserved.length === 0) {
        throw fieldError(
          'over_capacity_reason',
          'required',
          'Their last place this week has just been taken: give a reason to assign them anyway',
        );
      }
      // A phone-only family (unconfirmed) counts as confirmed by the coordinator's call. The match and its emails'
      // outbox rows in one statement: the same emails as after an automatic match.
      await recordFinderRequestAssignment(
        tx,
        {
          finderRequestId: id,
          physiotherapistId: physio.id,
          score: fit.score ? JSON.stringify(fit.score) : null,
          matchedAt: now,
          assignedBy: actor.displayName,
          overCapacityReason: overCapacity ? (overCapacityReason ?? null) : null,
        },
        // The offer holds the place reserved above.
        offerReferralSql('matched', { week, offeredBy: actor.displayName, replyHours: replyHours(this.env) }),
      );
      await this.audit.record(
        {
          actor,
          action: 'assign',
          resource: 'finder-requests',
          recordId: id,
          details: { physiotherapist_id: physio.id, over_capacity: overCapacity, fits_policy: fit.eligible },
        },
        tx,
      );
    });
  }
}
