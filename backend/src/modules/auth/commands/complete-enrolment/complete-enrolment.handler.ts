import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { derivedKeysOf } from '../../../../config/derived-keys.js';
import { Env } from '../../../../config/env.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { principalOf } from '../../current-account.decorator.js';
import { EnrolmentLinks } from '../../enrolment/enrolment-links.js';
import { acceptTimeStep, setOpsAccountPassword, setRecoveryCodes } from '../../ops-account.repository.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { passwordProblem } from '../../passwords/password-rule.js';
import { newRecoveryCodes, recoveryCodeDigest } from '../../recovery/recovery-codes.js';
import { SessionStore } from '../../sessions/session-store.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { verifyTotpCode } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { TotpSecretBox } from '../../totp/totp-secret-box.js';
import { openEnrolmentLink } from '../enrolment-throttle.js';
import { SignInCompleter } from '../sign-in/sign-in-completer.js';
import { CompleteEnrolmentCommand, type CompleteEnrolmentResult } from './complete-enrolment.command.js';

/**
 * Uses the enrolment link: the person's own password (no longer one to change), the authenticator app proved by its
 * first code (its secret stored encrypted), ten recovery codes, every earlier session of the account ended, and a
 * sign-in. The link is used up by a conditional UPDATE in the sign-in's transaction, so of two requests racing with
 * it only one goes through; it opens only the account it was issued for (its challenge must be that account's too).
 */
@CommandHandler(CompleteEnrolmentCommand)
export class CompleteEnrolmentHandler implements ICommandHandler<CompleteEnrolmentCommand, CompleteEnrolmentResult> {
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    private readonly links: EnrolmentLinks,
    private readonly throttle: SignInThrottle,
    private readonly challenges: TotpChallenges,
    private readonly hasher: PasswordHasher,
    private readonly secrets: TotpSecretBox,
    private readonly sessions: SessionStore,
    private readonly completer: SignInCompleter,
    private readonly audit: AuditLog,
    env: Env,
  ) {
    this.recoveryKey = derivedKeysOf(env).get('recovery-codes');
  }

  async execute({
    token,
    challenge: challengeToken,
    password,
    code,
    client,
  }: CompleteEnrolmentCommand): Promise<CompleteEnrolmentResult> {
    const { account, throttleName: name } = await openEnrolmentLink(
      { em: this.em, links: this.links, throttle: this.throttle, audit: this.audit },
      token,
      client,
    );
    // The link was right: what fails from here on is no guess of one, so the client gets its attempt back (only a
    // wrong code counts, against the client and the link, besides the set-up's own three).
    const notAGuess = () => this.throttle.succeeded(name, client, true);
    const enrolment = await this.challenges.find(challengeToken, ['link-enrol']);
    if (!enrolment?.secret || enrolment.accountId !== account.id) {
      await notAGuess();
      throw AuthErrors.enrolmentChallengeExpired();
    }
    const problem = passwordProblem(password, account.username, [account.displayName]);
    if (problem) {
      await notAGuess();
      throw AuthErrors.weakPassword('password', problem);
    }
    const step = await verifyTotpCode(enrolment.secret, code, null);
    if (step === null) {
      await this.challenges.recordWrongCode(challengeToken);
      await this.audit.record({
        actor: null,
        username: account.username,
        action: 'enrolment-failed',
        resource: 'accounts',
        recordId: account.id,
        details: { reason: 'wrong-totp' },
        client,
      });
      throw AuthErrors.invalidEnrolmentCode();
    }
    if (!(await this.challenges.consume(challengeToken))) throw AuthErrors.enrolmentChallengeExpired();

    const passwordHash = await this.hasher.hash(password);
    const sealed = this.secrets.seal(enrolment.secret);
    const recoveryCodes = newRecoveryCodes();
    let sessionsEnded = 0;
    // What the new session's view says (nothing of this account object is written from here: a fresh EntityManager
    // runs the sign-in's transaction, and every write is a statement of its own).
    account.passwordMustChange = false;
    const result = await this.completer.complete(this.em.fork(), account, client, 'totp-enrolled', {
      writes: async (tx) => {
        if (!(await this.links.use(tx, account.id, token))) return false;
        await setOpsAccountPassword(tx, account.id, passwordHash);
        await acceptTimeStep(tx, account.id, step, sealed);
        await setRecoveryCodes(
          tx,
          account.id,
          recoveryCodes.map((c) => recoveryCodeDigest(c, this.recoveryKey)),
        );
        await this.audit.record(
          {
            actor: principalOf(account),
            action: 'enrolment-completed',
            resource: 'accounts',
            recordId: account.id,
            client,
          },
          tx,
        );
        // Whoever held the account before (an administrator's password, a lost phone) is signed out everywhere.
        sessionsEnded = await this.sessions.endAllForAccount(account.id);
        return true;
      },
    });
    if (!result?.sessionId || !result.deviceToken || result.response.status !== 'signed-in') {
      throw AuthErrors.enrolmentLinkInvalid();
    }
    if (sessionsEnded > 0) {
      await this.audit.record({
        actor: principalOf(account),
        action: 'sessions-ended',
        resource: 'accounts',
        recordId: account.id,
        details: { sessions: sessionsEnded, reason: 'enrolment-completed' },
        client,
      });
    }
    return {
      response: { session: result.response.session, recovery_codes: recoveryCodes },
      sessionId: result.sessionId,
      deviceToken: result.deviceToken,
    };
  }
}
