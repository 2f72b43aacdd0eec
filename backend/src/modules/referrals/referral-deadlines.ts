import type { Urgency } from '@physio/api-contract';
import type { Env } from '../../config/env.js';

/** Hours allowed for each urgency. */
export type DeadlineHours = Record<Urgency, number>;

/** How long a physiotherapist has to answer an offer (REFERRAL_REPLY_HOURS_*). */
export function replyHours(env: Env): DeadlineHours {
  return {
    urgent: env.REFERRAL_REPLY_HOURS_URGENT,
    soon: env.REFERRAL_REPLY_HOURS_SOON,
    flexible: env.REFERRAL_REPLY_HOURS_FLEXIBLE,
  };
}

/** How long after accepting the physiotherapist has to contact the family (REFERRAL_CONTACT_HOURS_*). */
export function contactHours(env: Env): DeadlineHours {
  return {
    urgent: env.REFERRAL_CONTACT_HOURS_URGENT,
    soon: env.REFERRAL_CONTACT_HOURS_SOON,
    flexible: env.REFERRAL_CONTACT_HOURS_FLEXIBLE,
  };
}

/** "4 hours", "2 days": a deadline as people say it. */
export function hoursText(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  if (hours >= 1) return `${Number(hours.toFixed(1))} hour${hours === 1 ? '' : 's'}`;
  return `${Math.round(hours * 60)} minutes`;
}
