import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { setOpsAccountPassword } from '../../ops-account.repository.js';
import { CurrentPasswordCheck } from '../../passwords/current-password-check.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { passwordProblem } from '../../passwords/password-rule.js';
import { SessionStore } from '../../sessions/session-store.js';
import { sessionView } from '../../sessions/session-view.js';
import { ChangePasswordCommand, type ChangePasswordResult } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, ChangePasswordResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
  ) {}

  async execute({ auth, currentPassword, newPassword }: ChangePasswordCommand): Promise<ChangePasswordResult> {
    const problem = passwordProblem(newPassword, auth.principal.username, [auth.principal.displayName]);
    if (problem) throw AuthErrors.weakPassword('new_password', problem);
    const em = this.em.fork();
    await this.currentPassword.verify(em, auth, currentPassword);
    const passwordHash = await this.hasher.hash(newPassword);
    await em.transactional(async (tx) => {
      await setOpsAccountPassword(tx, auth.principal.id, passwordHash);
      await this.audit.record(
        { actor: auth.principal, action: 'password-changed', resource: 'accounts', recordId: auth.principal.id },
        tx,
      );
    });
    const renewed = await this.sessions.renew(auth.session);
    const ended = renewed.othersEnded;
    if (ended > 0) {
      await this.audit.record({
        actor: auth.principal,
        action: 'sessions-ended',
        resource: 'accounts',
        recordId: auth.principal.id,
        details: { sessions: ended, reason: 'password-changed' },
      });
    }
    return {
      response: {
        sessions_ended: ended,
        session: sessionView(
          {
            ...auth.principal,
            totpEnabled: auth.totpEnabled,
            passwordMustChange: false,
            passkeyMissing: auth.passkeyMissing,
          },
          renewed.session,
        ),
      },
      sessionId: renewed.id,
    };
  }
}
