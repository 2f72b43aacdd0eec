import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createHmac } from 'node:crypto';
import { derivedKeysOf } from '../../../../config/derived-keys.js';
import { Env } from '../../../../config/env.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { OpsAccount } from '../../ops-account.entity.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { OpsPasskey } from '../../passkeys/ops-passkey.entity.js';
import { PasskeyRelyingParty } from '../../passkeys/relying-party.js';
import { SignInLockouts } from '../../throttle/sign-in-lockouts.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { TrustedDevices } from '../../throttle/trusted-devices.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { normaliseUsername } from '../../username.js';
import { passkeyRequiredFor } from '../../sign-in-rules/ops-sign-in-rule.repository.js';
import { SignInCompleter } from './sign-in-completer.js';
import { SignInCommand, type SignInResult } from './sign-in.command.js';

/**
 * Username and password. Throttling is checked first, before any hashing. An unknown username, a wrong
 * password and a disabled account get the same answer after the same argon2 work. A right password then
 * either signs in, or asks for the second factor (a passkey for accounts with one, else a TOTP code; in production,
 * accounts without either are refused until they enrol through the link an administrator issued).
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInResult> {
  private readonly typedUsernameKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly challenges: TotpChallenges,
    private readonly completer: SignInCompleter,
    private readonly audit: AuditLog,
    private readonly devices: TrustedDevices,
    private readonly lockouts: SignInLockouts,
    private readonly relyingParty: PasskeyRelyingParty,
  ) {
    this.typedUsernameKey = derivedKeysOf(env).get('typed-username');
  }

  async execute({ username, password, client, device: deviceToken }: SignInCommand): Promise<SignInResult> {
    const device = await this.devices.trustedFor(deviceToken, username);
    const decision = await this.throttle.attempt(username, client, device);
    const em = this.em.fork();
    if (!decision.allowed) {
      const known = await em.findOne(OpsAccount, { username: normaliseUsername(username) });
      await this.audit.record({ actor: null, action: 'sign-in-throttled', ...this.whoTried(username, known), client });
      throw AuthErrors.throttled(decision.retryAfterSeconds);
    }
    const account = await em.findOne(OpsAccount, { username: normaliseUsername(username) });
    const passwordOk = await this.hasher.verify(account?.passwordHash, password);
    if (!account || !passwordOk || !account.active) {
      const reason = !account ? 'unknown-username' : !passwordOk ? 'wrong-password' : 'account-disabled';
      const who = this.whoTried(username, account);
      await this.audit.record({
        actor: null,
        action: 'sign-in-failed',
        ...who,
        details: { reason, ...who.details },
        client,
      });
      if (account) await this.lockouts.afterFailure(decision, account, client, device !== null);
      throw AuthErrors.invalidCredentials();
    }

    const passkeys = await em.find(OpsPasskey, { accountId: account.id });
    if (passkeys.length > 0) {
      // The passkey is asked for first; an authenticator app, if the account has one, still works as well unless the
      // role signs in with passkeys (then only a recovery code does, for a lost passkey).
      await this.throttle.succeeded(username, client, false);
      const passkeyOnly = await passkeyRequiredFor(em, account.role);
      const options = await this.relyingParty.authenticationOptions(passkeys);
      const challenge = await this.challenges.create({
        accountId: account.id,
        kind: 'sign-in',
        webauthn: options.challenge,
        passkeyOnly,
      });
      return {
        response: {
          status: 'passkey-required',
          challenge,
          passkey_options: options as unknown as Record<string, unknown>,
          totp_allowed: account.totpEnabled && !passkeyOnly,
        },
      };
    }
    if (account.totpEnabled) {
      await this.throttle.succeeded(username, client, false);
      const challenge = await this.challenges.create({ accountId: account.id, kind: 'sign-in' });
      return { response: { status: 'totp-required', challenge } };
    }
    if (this.env.NODE_ENV === 'production') {
      // ASVS 6.3.3, 6.4.1: a second factor for everyone, set up only through the one-time link an administrator
      // issued (enrolment/), never by whoever first holds the password. The right password gives the client its
      // attempt back; the refusal is audited like a failure.
      await this.throttle.succeeded(username, client, false);
      await this.audit.record({
        actor: null,
        action: 'sign-in-failed',
        ...this.whoTried(username, account),
        details: { reason: 'not-enrolled' },
        client,
      });
      throw AuthErrors.enrolmentRequired();
    }
    const result = await this.completer.complete(em, account, client, 'none', { device });
    if (!result) throw new Error('Sign-in without a second factor cannot be refused after the password');
    return result;
  }

  /**
   * Who an audit row of a refused attempt names: the account, when the typed username is one; otherwise only a keyed
   * hash of what was typed (people type their password into the username field), so repeated tries of one name can
   * still be told apart from many.
   */
  private whoTried(
    typed: string,
    account: OpsAccount | null,
  ): { username?: string; resource?: string; recordId?: number; details?: { typed_username_hash: string } } {
    if (account) return { username: account.username, resource: 'accounts', recordId: account.id };
    const hash = createHmac('sha256', this.typedUsernameKey).update(typed).digest('base64url').slice(0, 16);
    return { details: { typed_username_hash: hash } };
  }
}
