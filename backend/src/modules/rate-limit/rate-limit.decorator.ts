import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/**
 * tracking: fire-and-forget beacons (expansion tracking, page views). contact, waitlist, finder: one per form, each
 * with its own budget, so a person refused by one form can still use the others. physio-link: a physiotherapist
 * asking for their availability link by email. passkey-sign-in: starting an ops sign-in with a passkey alone. See
 * rate-limit-policies.ts.
 */
export type RateLimitPolicy = 'tracking' | 'contact' | 'waitlist' | 'finder' | 'physio-link' | 'passkey-sign-in';

export const RATE_LIMIT_POLICY = 'rate-limit-policy';

/**
 * Limits how often one client (and one contact email, for forms that carry one) may call the route; see
 * RateLimitGuard. The OpenAPI document gets the 429 (its Retry-After header is added for every 429).
 */
export const RateLimit = (policy: RateLimitPolicy) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_POLICY, policy),
    ApiResponse({
      status: 429,
      description: `RATE_LIMITED: this client (or contact email) used up the ${policy} allowance`,
    }),
  );
