import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsSessionView } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { SessionStore } from '../../sessions/session-store.js';
import { sessionView } from '../../sessions/session-view.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { acceptTimeStep } from '../../totp/accept-time-step.js';
import { verifyTotpCode } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { EnableTotpCommand } from './enable-totp.command.js';

/** Enrols (or replaces) the second factor, then ends the account's other sessions (ASVS 7.4.3). */
@CommandHandler(EnableTotpCommand)
export class EnableTotpHandler implements ICommandHandler<EnableTotpCommand, OpsSessionView> {
  constructor(
    private readonly em: EntityManager,
    private readonly challenges: TotpChallenges,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
  ) {}

  async execute({ auth, setupToken, code }: EnableTotpCommand): Promise<OpsSessionView> {
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
    await em.transactional(async (tx) => {
      await acceptTimeStep(tx, principal.id, step, enrolment.secret);
      await this.audit.record(
        { actor: principal, action: 'totp-enabled', resource: 'accounts', recordId: principal.id },
        tx,
      );
    });
    const ended = await this.sessions.endAllForAccount(principal.id, auth.session);
    if (ended > 0) {
      await this.audit.record({
        actor: principal,
        action: 'sessions-ended',
        resource: 'accounts',
        recordId: principal.id,
        details: { sessions: ended, reason: 'totp-enabled' },
      });
    }
    return sessionView({ ...principal, totpEnabled: true }, auth.session);
  }
}
