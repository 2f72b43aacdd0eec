import { tokenDigest } from '../auth-redis.js';

/**
 * The name an enrolment link's attempts are throttled under, in place of a username (which no username can be: they
 * have no spaces). Wrong links each count under a name of their own, so they add up on the client's counter; wrong
 * codes with one link also add up on the link's.
 */
export function enrolmentThrottleName(token: string): string {
  return `enrolment-link ${tokenDigest(token)}`;
}
