import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommonErrors } from '../../../common/errors/common.errors.js';
import { londonToday } from '../../../common/calendar/london-time.js';
import { DerivedKeys } from '../../../config/derived-keys.js';
import { AuditLog } from '../../audit/audit-log.js';
import { PhysiotherapistErrors } from '../physiotherapists.errors.js';
import {
  askForAvailabilityLink,
  updatePhysiotherapistAvailability,
  type Availability,
} from '../physiotherapist.repository.js';
import { verifyAvailabilityToken } from './availability-links.js';

export interface AvailabilityView {
  name: string;
  offers_paused_until: string | null;
  weekly_capacity: number;
  travel_radius_miles: number;
}

export type AvailabilityState =
  { kind: 'expired' } | { kind: 'page'; physiotherapistId: number; view: AvailabilityView; token: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A physiotherapist's own availability, through the signed link of any referral email (or one they ask for): pause
 * new offers until a date, weekly capacity, travel radius. Matching reads them at its next decision. Every change is
 * audited as made by that physiotherapist (`physiotherapist:<id>`).
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: DerivedKeys,
    private readonly audit: AuditLog,
  ) {}

  async view(token: unknown): Promise<AvailabilityState> {
    const check = verifyAvailabilityToken(this.keys.get('physio-availability'), token);
    if (!check.valid) {
      if (!check.expired) throw PhysiotherapistErrors.invalidAvailabilityLink();
      return { kind: 'expired' };
    }
    const [row] = await this.em.fork().execute<AvailabilityView[]>(
      `select name, to_char(offers_paused_until, 'YYYY-MM-DD') as offers_paused_until, weekly_capacity,
              travel_radius_miles
       from physiotherapist where id = ? and active`,
      [check.physiotherapistId],
    );
    if (!row) throw PhysiotherapistErrors.invalidAvailabilityLink();
    return { kind: 'page', physiotherapistId: check.physiotherapistId, view: row, token: token as string };
  }

  async update(body: Record<string, unknown>): Promise<AvailabilityState> {
    const state = await this.view(body.token);
    if (state.kind === 'expired') return state;
    const id = state.physiotherapistId;
    const next = readAvailability(body);
    const changed = (
      [
        ['offers_paused_until', state.view.offers_paused_until, next.offersPausedUntil],
        ['weekly_capacity', state.view.weekly_capacity, next.weeklyCapacity],
        ['travel_radius_miles', state.view.travel_radius_miles, next.travelRadiusMiles],
      ] as const
    )
      .filter(([, before, after]) => before !== after)
      .map(([field]) => field);
    if (changed.length > 0) {
      await this.em.fork().transactional(async (tx) => {
        if (!(await updatePhysiotherapistAvailability(tx, id, next)))
          throw PhysiotherapistErrors.invalidAvailabilityLink();
        await this.audit.record(
          {
            actor: null,
            username: `physiotherapist:${id}`,
            action: 'update-availability',
            resource: 'physiotherapists',
            recordId: id,
            details: { fields: changed },
          },
          tx,
        );
      });
    }
    return this.view(body.token);
  }

  /** The same answer whether or not the address is a physiotherapist's (nobody learns who is registered). */
  async requestLink(body: Record<string, unknown>): Promise<void> {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!EMAIL.test(email) || email.length > 254) {
      throw CommonErrors.invalidField('email', 'email must be an email address', 'email');
    }
    await askForAvailabilityLink(this.em.fork(), email);
  }
}

/** The page's fields: an empty pause clears it. */
export function readAvailability(body: Record<string, unknown>, now = new Date()): Availability {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const paused = text(body.offers_paused_until);
  let offersPausedUntil: string | null = null;
  if (paused !== undefined && paused !== null && paused !== '') {
    const today = londonToday(now);
    const yearAhead = new Date(now.getTime() + 366 * 86_400_000).toISOString().slice(0, 10);
    const valid =
      typeof paused === 'string' &&
      DATE.test(paused) &&
      new Date(`${paused}T00:00:00Z`).toISOString().slice(0, 10) === paused;
    if (!valid || paused < today || paused > yearAhead) {
      throw CommonErrors.invalidField(
        'offers_paused_until',
        'offers_paused_until must be a date (YYYY-MM-DD) from today to a year ahead, or empty',
        'date',
      );
    }
    offersPausedUntil = paused as string;
  }
  const capacity = Number(text(body.weekly_capacity));
  if (text(body.weekly_capacity) === '' || !Number.isInteger(capacity) || capacity < 0 || capacity > 100) {
    throw CommonErrors.invalidField('weekly_capacity', 'weekly_capacity must be a whole number from 0 to 100', 'range');
  }
  const radius = Number(text(body.travel_radius_miles));
  if (text(body.travel_radius_miles) === '' || !Number.isFinite(radius) || radius < 1 || radius > 60) {
    throw CommonErrors.invalidField('travel_radius_miles', 'travel_radius_miles must be from 1 to 60 miles', 'range');
  }
  return { offersPausedUntil, weeklyCapacity: capacity, travelRadiusMiles: radius };
}
