import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OFFERS_PAUSE_MAX_DAYS, type OpsPhysiotherapist } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { isLondonDayWithin } from '../../../../common/calendar/london-time.js';
import { loadPhysiotherapistView } from '../../physiotherapist-view.read-model.js';
import { setOffersPausedUntil } from '../../physiotherapist.repository.js';
import { PhysiotherapistErrors } from '../../physiotherapists.errors.js';
import { PauseOffersCommand } from './pause-offers.command.js';

/** `until` as a pause: a real day from today (UK) to OFFERS_PAUSE_MAX_DAYS ahead, or null to resume. */
export function readPauseUntil(until: unknown, now = new Date()): string | null {
  if (until === null) return null;
  if (typeof until !== 'string' || !isLondonDayWithin(until, OFFERS_PAUSE_MAX_DAYS, now)) {
    throw PhysiotherapistErrors.invalidPause();
  }
  return until;
}

@CommandHandler(PauseOffersCommand)
export class PauseOffersHandler implements ICommandHandler<PauseOffersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ id, until, actor }: PauseOffersCommand): Promise<OpsPhysiotherapist> {
    const pausedUntil = readPauseUntil(until);
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      if (!(await setOffersPausedUntil(tx, id, pausedUntil))) throw PhysiotherapistErrors.notFound();
      // The day is not personal; it says what the coordinator did.
      await this.audit.record(
        {
          actor,
          action: pausedUntil ? 'pause-offers' : 'resume-offers',
          resource: 'physiotherapists',
          recordId: id,
          details: { fields: ['offers_paused_until'], ...(pausedUntil ? { until: pausedUntil } : {}) },
        },
        tx,
      );
    });
    const view = await loadPhysiotherapistView(em, id);
    if (!view) throw PhysiotherapistErrors.notFound();
    return view;
  }
}
