import { DECLINE_NOTE_MAX_LENGTH, DECLINE_REASONS, type DeclineReason } from '@physio/api-contract';
import { londonToday, londonWallClock } from '../../common/calendar/london-time.js';
import { ReferralErrors } from './referrals.errors.js';

/** The plan a physiotherapist may give on accepting, or later: both optional. */
export interface OfferPlan {
  firstCallAt: Date | null;
  firstVisitOn: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads `first_call_at` (a UK wall-clock time as a datetime-local field sends it, or an ISO instant) and
 * `first_visit_on` (a date) from a JSON body or a form; an empty field is not given.
 */
export function readPlan(body: Record<string, unknown>, now = new Date()): OfferPlan {
  const call = text(body.first_call_at);
  const visit = text(body.first_visit_on);
  let firstCallAt: Date | null = null;
  if (call) {
    firstCallAt =
      londonWallClock(call) ?? (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(call) ? new Date(call) : null);
    const ahead = firstCallAt ? firstCallAt.getTime() - now.getTime() : NaN;
    // A call planned a little in the past is one just made; more than 90 days ahead is a typing mistake.
    if (!firstCallAt || Number.isNaN(ahead) || ahead < -7 * 86_400_000 || ahead > 90 * 86_400_000) {
      throw ReferralErrors.invalidCallTime();
    }
  }
  if (visit) {
    const day = DATE.test(visit) ? new Date(`${visit}T00:00:00Z`) : null;
    const today = londonToday(now);
    const yearAhead = new Date(now.getTime() + 366 * 86_400_000).toISOString().slice(0, 10);
    if (
      !day ||
      Number.isNaN(day.getTime()) ||
      day.toISOString().slice(0, 10) !== visit ||
      visit < today ||
      visit > yearAhead
    ) {
      throw ReferralErrors.invalidVisitDate();
    }
  }
  return { firstCallAt, firstVisitOn: visit || null };
}

export function readDecline(body: Record<string, unknown>): { reason: DeclineReason; note: string | null } {
  const reason = text(body.reason);
  if (!(DECLINE_REASONS as readonly string[]).includes(reason)) throw ReferralErrors.reasonRequired();
  const note = text(body.note);
  if (note.length > DECLINE_NOTE_MAX_LENGTH) throw ReferralErrors.noteTooLong();
  if (reason === 'other' && !note) throw ReferralErrors.noteRequired();
  return { reason: reason as DeclineReason, note: note || null };
}
