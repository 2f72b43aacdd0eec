import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../../audit/audit-log.js';
import { principalOf } from '../../current-account.decorator.js';
import type { OpsAccount } from '../../ops-account.entity.js';
import { markOpsAccountSignedIn } from '../../ops-account.repository.js';
import { passkeyMissing } from '../../sign-in-rules/ops-sign-in-rule.repository.js';
import { sessionView } from '../../sessions/session-view.js';
import { SessionStore } from '../../sessions/session-store.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { TrustedDevices } from '../../throttle/trusted-devices.js';
import type { SignInResult } from './sign-in.command.js';

export type SecondFactor = 'none' | 'totp' | 'totp-enrolled' | 'recovery-code' | 'passkey';

/**
 * The last step of every sign-in: records it (last sign-in time and the audit row, together), opens a
 * new session with a new id, and clears the username's failed attempts.
 */
@Injectable()
export class SignInCompleter {
  constructor(
    private readonly sessions: SessionStore,
    private readonly throttle: SignInThrottle,
    private readonly audit: AuditLog,
    private readonly devices: TrustedDevices,
  ) {}

  /**
   * `writes` runs in the same transaction first (the TOTP step's single-use mark, an enrolment); when it
   * answers false nothing is recorded and no session opens. `device`: the trusted device's digest, if it was one.
   */
  async complete(
    em: EntityManager,
    account: OpsAccount,
    client: string,
    secondFactor: SecondFactor,
    {
      device = null,
      writes = async () => true,
    }: { device?: string | null; writes?: (tx: EntityManager) => Promise<boolean> } = {},
  ): Promise<SignInResult | null> {
    const accepted = await em.transactional(async (tx) => {
      if (!(await writes(tx))) return false;
      await markOpsAccountSignedIn(tx, account.id);
      if (secondFactor === 'totp-enrolled') {
        await this.audit.record(
          { actor: principalOf(account), action: 'totp-enabled', resource: 'accounts', recordId: account.id, client },
          tx,
        );
      }
      await this.audit.record(
        {
          actor: principalOf(account),
          action: 'sign-in',
          resource: 'accounts',
          recordId: account.id,
          details: { second_factor: secondFactor },
          client,
        },
        tx,
      );
      return true;
    });
    if (!accepted) return null;
    const { id, session } = await this.sessions.create(account.id);
    await this.throttle.succeeded(account.username, client, true, device);
    // This browser is trusted for the account from now on (a new token each time: the old one simply expires).
    const deviceToken = await this.devices.issue(account.username);
    const totpEnabled = account.totpEnabled || secondFactor === 'totp-enrolled';
    const missing = secondFactor !== 'passkey' && (await passkeyMissing(em, account.id));
    return {
      response: {
        status: 'signed-in',
        session: sessionView({ ...account, totpEnabled, passkeyMissing: missing }, session),
      },
      sessionId: id,
      deviceToken,
    };
  }
}
