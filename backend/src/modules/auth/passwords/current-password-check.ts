import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/audit-log.js';
import { AuthErrors } from '../auth.errors.js';
import type { OpsRequestAuth } from '../current-account.decorator.js';
import { OpsAccount } from '../ops-account.entity.js';
import { SessionStore } from '../sessions/session-store.js';
import { SignInThrottle } from '../throttle/sign-in-throttle.js';
import { PasswordHasher } from './password-hasher.js';

/**
 * Re-authentication before a sensitive change (a new password, a new second factor: ASVS 7.5.1), and before ending
 * one's other sessions (REAUTHENTICATION_SECONDS after it). Throttled
 * and audited like a sign-in, so a stolen session cannot be used to guess the password either.
 */
/** How long a re-authentication lets the session end its account's other sessions without asking again. */
export const REAUTHENTICATION_SECONDS = 5 * 60;

@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly audit: AuditLog,
    private readonly sessions: SessionStore,
  ) {}

  /** The account, when `password` is its current password; otherwise a 400 on current_password (or 429). */
  async verify(em: EntityManager, auth: OpsRequestAuth, password: string): Promise<OpsAccount> {
    const { principal, client } = auth;
    const decision = await this.throttle.attempt(principal.username, client);
    if (!decision.allowed) {
      await this.audit.record({ actor: principal, action: 'reauthentication-throttled', client });
      throw AuthErrors.throttled(decision.retryAfterSeconds);
    }
    const account = await em.findOneOrFail(OpsAccount, { id: principal.id });
    if (!(await this.hasher.verify(account.passwordHash, password))) {
      await this.audit.record({
        actor: principal,
        action: 'reauthentication-failed',
        resource: 'accounts',
        recordId: principal.id,
        client,
      });
      throw AuthErrors.wrongCurrentPassword();
    }
    await this.throttle.succeeded(principal.username, client, true);
    // For a few minutes the session may also do what asks for a recent re-authentication (ending other sessions).
    await this.sessions.markReauthenticated(auth.session.key);
    return account;
  }
}
