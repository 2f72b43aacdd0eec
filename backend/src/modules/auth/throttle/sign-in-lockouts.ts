import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../../audit/audit-log.js';
import { opsSignInLockouts } from '../../../infra/metrics/metrics.js';
import type { OpsAccount } from '../ops-account.entity.js';
import { SignInThrottle, type ThrottleDecision } from './sign-in-throttle.js';

/**
 * Says when failed attempts start slowing an account's sign-in (ASVS 6.3.1: a lockout raises an alert): an audit
 * row the admins see, a log line and the figure `physio_ops_sign_in_lockouts_total`, which alert OpsSignInLockouts
 * watches. Once per lockout: at the failure that starts it.
 */
@Injectable()
export class SignInLockouts {
  private readonly logger = new Logger(SignInLockouts.name);

  constructor(private readonly audit: AuditLog) {}

  async afterFailure(decision: ThrottleDecision, account: OpsAccount, client: string, trustedDevice: boolean) {
    if (!decision.allowed || !SignInThrottle.lockedByFailure(decision.usernameFailures)) return;
    opsSignInLockouts.inc({ scope: trustedDevice ? 'trusted-device' : 'account' });
    this.logger.warn(
      { account_id: account.id, trusted_device: trustedDevice },
      'Failed attempts now slow this account’s sign-in; an admin can unlock it',
    );
    await this.audit.record({
      actor: null,
      username: account.username,
      action: 'sign-in-locked',
      resource: 'accounts',
      recordId: account.id,
      details: { failures: decision.usernameFailures, trusted_device: trustedDevice },
      client,
    });
  }
}
