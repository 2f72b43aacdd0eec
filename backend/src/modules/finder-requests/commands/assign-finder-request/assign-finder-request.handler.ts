import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OPS_ERROR_CODES, type Condition, type Urgency } from '@physio/api-contract';
import { DomainError, NotFoundError } from '../../../../common/errors/domain-error.js';
import { outboxInsert } from '../../../../infra/outbox/outbox-insert.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { FINDER_REQUEST_ASSIGNED } from '../../events/finder-request-assigned.event.js';
import { assignmentRefusal, type FinderRequestFollowUp } from '../../finder-request-follow-up.js';
import { explainCandidate } from '../../matching/matching.policy.js';
import { weekStart } from '../../matching/matching.service.js';
import { IN_OPS_QUEUE_SQL } from '../../ops/finder-request-ops-sql.js';
import { AssignFinderRequestCommand } from './assign-finder-request.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/**
 * Counts the family in the physiotherapist's week. Without a coordinator's reason it only does so while the
 * week has room, so two coordinators cannot both take the last place unknowingly.
 */
const RESERVE_PLACE = `
insert into physiotherapist_weekly_load as l (physiotherapist_id, week_start, matched_count)
values (?, ?::date, 1)
on conflict (physiotherapist_id, week_start)
do update set matched_count = l.matched_count + 1 where ? or l.matched_count < ?
returning physiotherapist_id`;

const fieldError = (field: string, rule: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, 400, field, rule);

@CommandHandler(AssignFinderRequestCommand)
export class AssignFinderRequestHandler implements ICommandHandler<AssignFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute(command: AssignFinderRequestCommand): Promise<void> {
    const { finderRequestId: id, physiotherapistId, overCapacityReason, actor, now } = command;
    if (!UUID.test(id)) throw new NotFoundError('Finder request');
    await this.em.fork().transactional(async (tx) => {
      // Locked: the matching worker (which needs it pending) and other coordinators wait, then see the outcome.
      const [request] = await tx.execute<LockedRequest[]>(
        `select r.status, r.follow_up, r.condition, r.urgency, d.latitude, d.longitude
         from finder_request r join postcode_district d on d.district = r.district
         where r.id = ? and ${IN_OPS_QUEUE_SQL} for update of r`,
        [id],
      );
      if (!request) throw new NotFoundError('Finder request');
      const refusal = assignmentRefusal({ status: request.status, followUp: request.follow_up });
      if (refusal) throw new DomainError(OPS_ERROR_CODES.CONFLICT, refusal, 409);

      const week = weekStart(now);
      const [physio] = await tx.execute<ChosenPhysio[]>(
        `select p.id, p.active, p.specialties, p.travel_radius_miles, p.weekly_capacity, p.accepts_urgent,
                p.experience_years, coalesce(l.matched_count, 0)::int as matched_this_week, d.latitude, d.longitude
         from physiotherapist p
         join postcode_district d on d.district = p.base_district
         left join physiotherapist_weekly_load l on l.physiotherapist_id = p.id and l.week_start = ?::date
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
      const reserved = await tx.execute<unknown[]>(RESERVE_PLACE, [
        physio.id,
        week,
        overCapacity,
        physio.weekly_capacity,
      ]);
      if (reserved.length === 0) {
        throw fieldError(
          'over_capacity_reason',
          'required',
          'Their last place this week has just been taken: give a reason to assign them anyway',
        );
      }
      // A phone-only family (unconfirmed) counts as confirmed by the coordinator's call.
      // The match and its event in one statement; the worker turns the event into FinderRequestMatched, as for
      // an automatic match (see the outbox routes).
      const event = outboxInsert('matched', 'matched.id', [{ topic: FINDER_REQUEST_ASSIGNED }]);
      await tx.execute(
        `with matched as (
           update finder_request
           set status = 'matched', matched_physiotherapist_id = ?, match_score = ?::jsonb, matched_at = ?,
               assigned_by = ?, over_capacity_reason = ?,
               contact_confirmed_at = coalesce(contact_confirmed_at, case when status = 'unconfirmed' then now() end)
           where id = ?
           returning id
         )
         ${event.sql}`,
        [
          physio.id,
          fit.score ? JSON.stringify(fit.score) : null,
          now,
          actor.displayName,
          overCapacity ? overCapacityReason : null,
          id,
          ...event.params,
        ],
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
