import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditLog } from '../../audit/audit-log.js';
import { tokenDigest } from '../auth-redis.js';
import { AuthErrors } from '../auth.errors.js';
import type { EnrolmentLinks } from '../enrolment/enrolment-links.js';
import type { OpsAccount } from '../ops-account.entity.js';
import type { SignInThrottle } from '../throttle/sign-in-throttle.js';

/**
 * The name an enrolment link's attempts are throttled under, in place of a username (which no username can be: they
 * have no spaces). Wrong links each count under a name of their own, so they add up on the client's counter; wrong
 * codes with one link also add up on the link's.
 */
export function enrolmentThrottleName(token: string): string {
  return `enrolment-link ${tokenDigest(token)}`;
}

/**
 * The account an enrolment link opens, after the client's throttle (checked before anything is looked up). An
 * unknown, used, replaced or expired link gets one answer and one audit row, whichever step asked.
 */
export async function openEnrolmentLink(
  deps: { em: EntityManager; links: EnrolmentLinks; throttle: SignInThrottle; audit: AuditLog },
  token: string,
  client: string,
): Promise<{ account: OpsAccount; throttleName: string }> {
  const throttleName = enrolmentThrottleName(token);
  const decision = await deps.throttle.attempt(throttleName, client);
  if (!decision.allowed) throw AuthErrors.throttled(decision.retryAfterSeconds);
  const account = await deps.links.accountOf(deps.em.fork(), token);
  if (!account) {
    await deps.audit.record({ actor: null, action: 'enrolment-failed', details: { reason: 'invalid-link' }, client });
    throw AuthErrors.enrolmentLinkInvalid();
  }
  return { account, throttleName };
}
