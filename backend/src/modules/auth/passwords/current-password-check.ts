import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/audit-log.js';
import { AuthErrors } from '../auth.errors.js';
import type { OpsRequestAuth } from '../current-account.decorator.js';
import { OpsAccount } from '../ops-account.entity.js';
import { SignInThrottle } from '../throttle/sign-in-throttle.js';
import { PasswordHasher } from './password-hasher.js';

/**
 * Re-authentication before a sensitive change (a new password, a new second factor: ASVS 7.5.1). Throttled
 * and audited like a sign-in, so a stolen session cannot be used to guess the password either.
 */
@Injectable()
export class CurrentPasswordCheck {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly audit: AuditLog,
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
    return account;
  }
}
