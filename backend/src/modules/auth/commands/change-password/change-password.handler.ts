import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ERROR_CODES } from '@physio/api-contract';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { OpsAccount } from '../../ops-account.entity.js';
import { commonPasswords } from '../../passwords/common-passwords.js';
import { CurrentPasswordCheck } from '../../passwords/current-password-check.js';
import { PasswordHasher } from '../../passwords/password-hasher.js';
import { passwordProblem } from '../../passwords/password-rule.js';
import { SessionStore } from '../../sessions/session-store.js';
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
    const problem = passwordProblem(newPassword, auth.principal.username, commonPasswords());
    if (problem) throw new DomainError(ERROR_CODES.VALIDATION_FAILED, problem, 400, 'new_password');
    const em = this.em.fork();
    await this.currentPassword.verify(em, auth, currentPassword);
    const passwordHash = await this.hasher.hash(newPassword);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(OpsAccount, { id: auth.principal.id }, { passwordHash, passwordChangedAt: new Date() });
      await this.audit.record(
        { actor: auth.principal, action: 'password-changed', resource: 'accounts', recordId: auth.principal.id },
        tx,
      );
    });
    const ended = await this.sessions.endAllForAccount(auth.principal.id, auth.session);
    if (ended > 0) {
      await this.audit.record({
        actor: auth.principal,
        action: 'sessions-ended',
        resource: 'accounts',
        recordId: auth.principal.id,
        details: { sessions: ended, reason: 'password-changed' },
      });
    }
    return { sessions_ended: ended };
  }
}
