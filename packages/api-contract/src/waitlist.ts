import type { Static } from '@sinclair/typebox';
import type { Condition } from './conditions.js';
import type * as S from './schemas/public.js';

/**
 * POST /api/waitlist answers the same (202, this shape) whether or not the email had already joined the district:
 * the answer must not tell a stranger who is on the list. What happened is said by email, to the address given.
 */
export type JoinWaitlistResponse = Static<typeof S.JoinWaitlistResponseSchema>;
/** GET /api/waitlist/unsubscribe as JSON: what the leave link would do, changing nothing. */
export type WaitlistLinkView = Static<typeof S.WaitlistLinkViewSchema>;
/** POST /api/waitlist/unsubscribe. */
export type LeaveWaitlistResponse = Static<typeof S.LeaveWaitlistResponseSchema>;

/** Body of POST /api/waitlist. */
export interface JoinWaitlistBody {
  name: string;
  email: string;
  postcode: string;
  condition?: Condition;
}
