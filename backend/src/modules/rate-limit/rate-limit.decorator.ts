import { SetMetadata } from '@nestjs/common';

/**
 * tracking: fire-and-forget beacons (expansion tracking, page views). contact, waitlist, finder: one per form, each
 * with its own budget, so a person refused by one form can still use the others. See rate-limit-policies.ts.
 */
export type RateLimitPolicy = 'tracking' | 'contact' | 'waitlist' | 'finder';

export const RATE_LIMIT_POLICY = 'rate-limit-policy';

/** Limits how often one client (and one contact email, for forms that carry one) may call the route; see RateLimitGuard. */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_POLICY, policy);
