import { derivedKeysOf } from '../../../../config/derived-keys.js';
import { Env } from '../../../../config/env.js';
import { normaliseRecoveryCode, recoveryCodeDigest } from '../../recovery/recovery-codes.js';
import { TotpSecretBox } from '../../totp/totp-secret-box.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { OpsAccount } from '../../ops-account.entity.js';
import { SignInLockouts } from '../../throttle/sign-in-lockouts.js';
import { SignInThrottle, type ThrottleDecision } from '../../throttle/sign-in-throttle.js';
import { TrustedDevices } from '../../throttle/trusted-devices.js';
import { verifyTotpCode } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { SignInCompleter } from '../sign-in/sign-in-completer.js';
import type { SignInResult } from '../sign-in/sign-in.command.js';
import { CompleteTotpChallengeCommand } from './complete-totp-challenge.command.js';
import { acceptTimeStep, useRecoveryCode } from '../../ops-account.repository.js';

/**
 * Checks the code against the account's secret (or, when enrolling at sign-in, the new one), refuses a code
 * whose time step was already used, and signs in. Wrong codes count against the challenge (a few attempts)
 * and against the username's throttle, like wrong passwords.
 */
@CommandHandler(CompleteTotpChallengeCommand)
export class CompleteTotpChallengeHandler implements ICommandHandler<CompleteTotpChallengeCommand, SignInResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly challenges: TotpChallenges,
    private readonly throttle: SignInThrottle,
    private readonly completer: SignInCompleter,
    private readonly audit: AuditLog,
    private readonly secrets: TotpSecretBox,
    env: Env,
    private readonly devices: TrustedDevices,
    private readonly lockouts: SignInLockouts,
  ) {
    this.recoveryKey = derivedKeysOf(env).get('recovery-codes');
  }

  private readonly recoveryKey: Buffer;

  async execute({
    challenge: token,
    code,
    client,
    device: deviceToken,
  }: CompleteTotpChallengeCommand): Promise<SignInResult> {
    const challenge = await this.challenges.find(token, ['sign-in', 'sign-in-enrol']);
    if (!challenge) throw AuthErrors.challengeExpired();
    const em = this.em.fork();
    const account = await em.findOne(OpsAccount, { id: challenge.accountId });
    if (!account?.active) {
      await this.challenges.consume(token);
      throw AuthErrors.challengeExpired();
    }
    const device = await this.devices.trustedFor(deviceToken, account.username);
    const decision = await this.throttle.attempt(account.username, client, device);
    const failed = (reason: string) => this.recordFailure(account, client, reason, decision, device);
    if (!decision.allowed) {
      await this.audit.record({ actor: null, username: account.username, action: 'sign-in-throttled', client });
      throw AuthErrors.throttled(decision.retryAfterSeconds);
    }

    const enrolling = challenge.kind === 'sign-in-enrol';
    const recoveryCode = enrolling ? null : normaliseRecoveryCode(code);
    if (recoveryCode) return this.withRecoveryCode(em, account, token, recoveryCode, client, device, failed);
    if (challenge.passkeyOnly) {
      // Not a wrong code (it was not checked): audited, not counted against the throttle.
      await this.audit.record({
        actor: null,
        username: account.username,
        action: 'sign-in-failed',
        resource: 'accounts',
        recordId: account.id,
        details: { reason: 'passkey-required' },
        client,
      });
      throw AuthErrors.passkeyOnly();
    }
    const secret = enrolling ? challenge.secret : account.totpSecret && this.secrets.open(account.totpSecret);
    const lastStep = !enrolling && account.totpLastTimeStep ? Number(account.totpLastTimeStep) : null;
    const step = secret ? await verifyTotpCode(secret, code, lastStep) : null;
    if (step === null) {
      await this.challenges.recordWrongCode(token);
      await failed('wrong-totp');
      throw AuthErrors.invalidTotp();
    }
    // Used up before signing in: of two requests racing with one challenge, only one goes on.
    if (!(await this.challenges.consume(token))) throw AuthErrors.challengeExpired();
    const result = await this.completer.complete(em, account, client, enrolling ? 'totp-enrolled' : 'totp', {
      device,
      writes: (tx) => acceptTimeStep(tx, account.id, step, enrolling && secret ? this.secrets.seal(secret) : undefined),
    });
    if (!result) {
      await failed('reused-totp');
      throw AuthErrors.invalidTotp();
    }
    return result;
  }

  /** A recovery code instead of the app's code: each works once (removed in the sign-in's transaction). */
  private async withRecoveryCode(
    em: EntityManager,
    account: OpsAccount,
    token: string,
    code: string,
    client: string,
    device: string | null,
    failed: (reason: string) => Promise<void>,
  ): Promise<SignInResult> {
    const digest = recoveryCodeDigest(code, this.recoveryKey);
    if (!account.recoveryCodes.includes(digest)) {
      await this.challenges.recordWrongCode(token);
      await failed('wrong-recovery-code');
      throw AuthErrors.invalidTotp();
    }
    if (!(await this.challenges.consume(token))) throw AuthErrors.challengeExpired();
    const result = await this.completer.complete(em, account, client, 'recovery-code', {
      device,
      writes: (tx) => useRecoveryCode(tx, account.id, digest),
    });
    if (!result) {
      await failed('reused-recovery-code');
      throw AuthErrors.invalidTotp();
    }
    return result;
  }

  private async recordFailure(
    account: OpsAccount,
    client: string,
    reason: string,
    decision: ThrottleDecision,
    device: string | null,
  ): Promise<void> {
    await this.audit.record({
      actor: null,
      username: account.username,
      action: 'sign-in-failed',
      resource: 'accounts',
      recordId: account.id,
      details: { reason },
      client,
    });
    await this.lockouts.afterFailure(decision, account, client, device !== null);
  }
}
