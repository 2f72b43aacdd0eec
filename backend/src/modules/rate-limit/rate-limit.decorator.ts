import { SetMetadata } from '@nestjs/common';

/** tracking: fire-and-forget beacons (expansion tracking, page views); forms: writes that send an email. */
export type RateLimitPolicy = 'tracking' | 'forms';

export const RATE_LIMIT_POLICY = 'rate-limit-policy';

/** Limits how often one client may call the route; see RateLimitGuard. */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_POLICY, policy);
