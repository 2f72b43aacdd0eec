import type { Env } from '../../config/env.js';
import type { RateLimitPolicy } from './rate-limit.decorator.js';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export interface RateLimitPolicySettings {
  /** Per client: an IPv4 address or an IPv6 /64. */
  perClient: RateLimitRule;
  /**
   * Per contact email address, read from this field of the JSON body when the request carries one, whichever client
   * sends it: one client rotating addresses is held by the client limit, one address sent from many clients by this.
   */
  perEmail?: RateLimitRule & { field: string };
}

const HOUR = 3600;

/** Every limit the API applies, from the environment (defaults and meanings in env.ts and docs/configuration.md). */
export function rateLimitPolicies(env: Env): Record<RateLimitPolicy, RateLimitPolicySettings> {
  return {
    tracking: { perClient: { points: env.TRACKING_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 } },
    // The consultation dialog posts to /api/contact, so it shares the contact form's budget.
    contact: {
      perClient: { points: env.CONTACT_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR },
      perEmail: { points: env.CONTACT_EMAIL_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR, field: 'email' },
    },
    waitlist: {
      perClient: { points: env.WAITLIST_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR },
      perEmail: { points: env.WAITLIST_EMAIL_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR, field: 'email' },
    },
    finder: {
      perClient: { points: env.FINDER_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR },
      perEmail: { points: env.FINDER_EMAIL_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR, field: 'contact_email' },
    },
    // A link is emailed at most once a day anyway (its key has the day): these only stop a script probing addresses.
    'physio-link': {
      perClient: { points: env.CONTACT_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR },
      perEmail: { points: 3, durationSeconds: HOUR, field: 'email' },
    },
    // Each start of a sign-in with a passkey keeps a challenge in Redis for 5 minutes: a person needs a few.
    'passkey-sign-in': { perClient: { points: 30, durationSeconds: 600 } },
  };
}
