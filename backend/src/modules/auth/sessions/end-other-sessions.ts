import type { AuditLog } from '../../audit/audit-log.js';
import type { OpsRequestAuth } from '../current-account.decorator.js';
import type { SessionStore } from './session-store.js';

/**
 * Ends every session of the account but this one after a change of its ways in (ASVS 7.4.3), and records how many
 * ended and why when there were any.
 */
export async function endOtherSessions(
  sessions: SessionStore,
  audit: AuditLog,
  { principal, session }: OpsRequestAuth,
  reason: string,
): Promise<number> {
  const ended = await sessions.endAllForAccount(principal.id, session);
  if (ended > 0) {
    await audit.record({
      actor: principal,
      action: 'sessions-ended',
      resource: 'accounts',
      recordId: principal.id,
      details: { sessions: ended, reason },
    });
  }
  return ended;
}
