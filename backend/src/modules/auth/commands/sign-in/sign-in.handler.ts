import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Env } from '../../../../config/env.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { OpsAccount } from '../../ops-account.entity.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { newTotpSecret, totpUri } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { normaliseUsername } from '../../username.js';
import { SignInCompleter } from './sign-in-completer.js';
import { SignInCommand, type SignInResult } from './sign-in.command.js';

/**
 * Username and password. Throttling is checked first, before any hashing. An unknown username, a wrong
 * password and a disabled account get the same answer after the same argon2 work. A right password then
 * either signs in, or asks for the second factor (accounts with TOTP; in production, accounts without one
 * must enrol first).
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly challenges: TotpChallenges,
    private readonly completer: SignInCompleter,
    private readonly audit: AuditLog,
  ) {}

  async execute({ username, password, client }: SignInCommand): Promise<SignInResult> {
    const decision = await this.throttle.attempt(username, client);
    if (!decision.allowed) {
      await this.audit.record({ actor: null, username, action: 'sign-in-throttled', client });
      throw AuthErrors.throttled(decision.retryAfterSeconds);
    }
    const em = this.em.fork();
    const account = await em.findOne(OpsAccount, { username: normaliseUsername(username) });
    const passwordOk = await this.hasher.verify(account?.passwordHash, password);
    if (!account || !passwordOk || !account.active) {
      const reason = !account ? 'unknown-username' : !passwordOk ? 'wrong-password' : 'account-disabled';
      await this.audit.record({
        actor: null,
        username,
        action: 'sign-in-failed',
        ...(account ? { resource: 'accounts', recordId: account.id } : {}),
        details: { reason },
        client,
      });
      throw AuthErrors.invalidCredentials();
    }

    if (account.totpEnabled) {
      await this.throttle.succeeded(username, client, false);
      const challenge = await this.challenges.create({ accountId: account.id, kind: 'sign-in' });
      return { response: { status: 'totp-required', challenge } };
    }
    if (this.env.NODE_ENV === 'production') {
      // ASVS 6.3.3: a second factor for everyone; the first sign-in enrols it.
      await this.throttle.succeeded(username, client, false);
      const secret = newTotpSecret();
      const challenge = await this.challenges.create({ accountId: account.id, kind: 'sign-in-enrol', secret });
      return {
        response: {
          status: 'totp-setup-required',
          challenge,
          totp_secret: secret,
          otpauth_uri: totpUri(account.username, secret),
        },
      };
    }
    const result = await this.completer.complete(em, account, client, 'none');
    if (!result) throw new Error('Sign-in without a second factor cannot be refused after the password');
    return result;
  }
}
