import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { OpsAccount } from '../../ops-account.entity.js';
import { OpsPasskey } from '../../passkeys/ops-passkey.entity.js';
import { recordPasskeyUse } from '../../passkeys/ops-passkey.repository.js';
import { PasskeyRelyingParty, passkeyUserHandle } from '../../passkeys/relying-party.js';
import { SignInLockouts } from '../../throttle/sign-in-lockouts.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { TrustedDevices } from '../../throttle/trusted-devices.js';
import { TotpChallenges, type Challenge } from '../../totp/totp-challenges.js';
import { SignInCompleter } from '../sign-in/sign-in-completer.js';
import type { SignInResult } from '../sign-in/sign-in.command.js';
import { CompletePasskeyChallengeCommand } from './complete-passkey-challenge.command.js';

/**
 * Checks the passkey's signature over the sign-in's WebAuthn challenge (this origin, the person verified) and signs
 * in. After a password (`sign-in`), the passkey must be one of that account's. Alone (`passkey-sign-in`), the passkey
 * names its account: the one whose credential id it is, and whose user handle it carries. The challenge works once
 * and takes a few wrong answers, which also count against the account's throttle, like wrong codes.
 */
@CommandHandler(CompletePasskeyChallengeCommand)
export class CompletePasskeyChallengeHandler implements ICommandHandler<CompletePasskeyChallengeCommand, SignInResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly challenges: TotpChallenges,
    private readonly relyingParty: PasskeyRelyingParty,
    private readonly throttle: SignInThrottle,
    private readonly completer: SignInCompleter,
    private readonly audit: AuditLog,
    private readonly devices: TrustedDevices,
    private readonly lockouts: SignInLockouts,
  ) {}

  async execute({
    challenge: token,
    credential,
    client,
    device: deviceToken,
  }: CompletePasskeyChallengeCommand): Promise<SignInResult> {
    const challenge = await this.challenges.find(token, ['sign-in', 'passkey-sign-in']);
    if (!challenge?.webauthn) throw AuthErrors.challengeExpired();
    const em = this.em.fork();
    const credentialId = typeof credential.id === 'string' ? credential.id : '';
    const found = await this.accountAndPasskey(em, challenge, credentialId, credential);
    if (found === 'unknown-passkey') {
      // No account to throttle or name: the challenge's few attempts and the options' rate limit bound the guessing.
      await this.challenges.recordWrongCode(token);
      await this.audit.record({
        actor: null,
        action: 'sign-in-failed',
        details: { reason: 'unknown-passkey' },
        client,
      });
      throw AuthErrors.invalidPasskey();
    }
    const { account, passkey } = found;
    if (!account?.active) {
      await this.challenges.consume(token);
      throw AuthErrors.challengeExpired();
    }
    const device = await this.devices.trustedFor(deviceToken, account.username);
    const decision = await this.throttle.attempt(account.username, client, device);
    if (!decision.allowed) {
      await this.audit.record({ actor: null, username: account.username, action: 'sign-in-throttled', client });
      throw AuthErrors.throttled(decision.retryAfterSeconds);
    }
    const failed = async (reason: string): Promise<never> => {
      await this.challenges.recordWrongCode(token);
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
      throw AuthErrors.invalidPasskey();
    };

    if (!passkey) return failed('unknown-passkey');
    const signCount = await this.relyingParty.verifyAuthentication(credential, challenge.webauthn, passkey);
    if (signCount === null) return failed('wrong-passkey');
    // Used up before signing in: of two requests racing with one challenge, only one goes on.
    if (!(await this.challenges.consume(token))) throw AuthErrors.challengeExpired();
    const result = await this.completer.complete(em, account, client, 'passkey', {
      device,
      writes: (tx) => recordPasskeyUse(tx, passkey.id, signCount),
    });
    if (!result) return failed('passkey-counter-went-back');
    return result;
  }

  /**
   * The account signing in and the passkey it answered with (null when it is not one of the account's). For a passkey
   * alone, the account is the passkey's, and the user handle the authenticator returned must be that account's.
   */
  private async accountAndPasskey(
    em: EntityManager,
    challenge: Challenge,
    credentialId: string,
    credential: Record<string, unknown>,
  ): Promise<{ account: OpsAccount | null; passkey: OpsPasskey | null } | 'unknown-passkey'> {
    if (challenge.kind === 'sign-in') {
      const account = await em.findOne(OpsAccount, { id: challenge.accountId });
      const passkey =
        account && credentialId ? await em.findOne(OpsPasskey, { accountId: account.id, credentialId }) : null;
      return { account, passkey };
    }
    const passkey = credentialId ? await em.findOne(OpsPasskey, { credentialId }) : null;
    if (!passkey || userHandleOf(credential) !== passkeyUserHandle(passkey.accountId)) return 'unknown-passkey';
    return { account: await em.findOne(OpsAccount, { id: passkey.accountId }), passkey };
  }
}

/** The user handle a discoverable passkey returns (base64url), or null. */
function userHandleOf(credential: Record<string, unknown>): string | null {
  const response = credential.response;
  if (typeof response !== 'object' || response === null) return null;
  const handle = (response as Record<string, unknown>).userHandle;
  return typeof handle === 'string' ? handle : null;
}
