import { TotpSecretBox } from '../../totp/totp-secret-box.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { SessionStore } from '../../sessions/session-store.js';
import { sessionView } from '../../sessions/session-view.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { acceptTimeStep, setRecoveryCodes } from '../../ops-account.repository.js';
import { newRecoveryCodes, recoveryCodeDigest } from '../../recovery/recovery-codes.js';
import { derivedKeysOf } from '../../../../config/derived-keys.js';
import { Env } from '../../../../config/env.js';
import { verifyTotpCode } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { EnableTotpCommand, type EnableTotpResult } from './enable-totp.command.js';

/** Enrols (or replaces) the second factor, renews the session and ends the account's other sessions (ASVS 7.4.3). */
@CommandHandler(EnableTotpCommand)
export class EnableTotpHandler implements ICommandHandler<EnableTotpCommand, EnableTotpResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly challenges: TotpChallenges,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
    private readonly secrets: TotpSecretBox,
    env: Env,
  ) {
    this.recoveryKey = derivedKeysOf(env).get('recovery-codes');
  }

  private readonly recoveryKey: Buffer;

  async execute({ auth, setupToken, code }: EnableTotpCommand): Promise<EnableTotpResult> {
    const { principal, client } = auth;
    const enrolment = await this.challenges.find(setupToken, ['enrol']);
    if (!enrolment?.secret || enrolment.accountId !== principal.id) throw AuthErrors.enrolmentExpired();
    const decision = await this.throttle.attempt(principal.username, client);
    if (!decision.allowed) throw AuthErrors.throttled(decision.retryAfterSeconds);
    const step = await verifyTotpCode(enrolment.secret, code, null);
    if (step === null) {
      await this.challenges.recordWrongCode(setupToken);
      throw AuthErrors.invalidEnrolmentCode();
    }
    if (!(await this.challenges.consume(setupToken))) throw AuthErrors.enrolmentExpired();
    await this.throttle.succeeded(principal.username, client, true);
    const em = this.em.fork();
    const recoveryCodes = newRecoveryCodes();
    await em.transactional(async (tx) => {
      await acceptTimeStep(tx, principal.id, step, this.secrets.seal(enrolment.secret!));
      await setRecoveryCodes(
        tx,
        principal.id,
        recoveryCodes.map((c) => recoveryCodeDigest(c, this.recoveryKey)),
      );
      await this.audit.record(
        { actor: principal, action: 'totp-enabled', resource: 'accounts', recordId: principal.id },
        tx,
      );
    });
    const renewed = await this.sessions.renew(auth.session);
    const ended = renewed.othersEnded;
    if (ended > 0) {
      await this.audit.record({
        actor: principal,
        action: 'sessions-ended',
        resource: 'accounts',
        recordId: principal.id,
        details: { sessions: ended, reason: 'totp-enabled' },
      });
    }
    return {
      response: {
        ...sessionView(
          {
            ...principal,
            totpEnabled: true,
            passwordMustChange: auth.passwordMustChange,
            passkeyMissing: auth.passkeyMissing,
          },
          renewed.session,
        ),
        recovery_codes: recoveryCodes,
      },
      sessionId: renewed.id,
    };
  }
}
