import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ERROR_CODES, OPS_ERROR_CODES } from '@physio/api-contract';
import { DomainError, NotFoundError } from '../../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../../audit/audit-log.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { commonPasswords } from '../../../passwords/common-passwords.js';
import { PasswordHasher } from '../../../passwords/password-hasher.js';
import { passwordProblem } from '../../../passwords/password-rule.js';
import { SessionStore } from '../../../sessions/session-store.js';
import { newTotpSecret } from '../../../totp/totp-code.js';
import { accountView, type AccountChangeResult } from '../../account-view.js';
import { UpdateAccountCommand } from './update-account.command.js';
import { accountChanges } from './account-changes.js';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, AccountChangeResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
  ) {}

  async execute({
    actor,
    accountId,
    changes,
    newTotpSecret: withTotp,
  }: UpdateAccountCommand): Promise<AccountChangeResult> {
    const em = this.em.fork();
    const account = await em.findOne(OpsAccount, { id: accountId });
    if (!account) throw new NotFoundError('Account');
    const given = changes as typeof changes & { username?: unknown };
    if (given.username !== undefined && given.username !== account.username) {
      throw new DomainError(ERROR_CODES.VALIDATION_FAILED, 'username cannot be changed', 400, 'username');
    }
    const decision = accountChanges(account, changes, actor?.id ?? null);
    if (decision.refusal) throw new DomainError(OPS_ERROR_CODES.CONFLICT, decision.refusal, 409, decision.refusalField);
    if (changes.password !== undefined) {
      const problem = passwordProblem(changes.password, account.username, commonPasswords());
      if (problem) throw new DomainError(ERROR_CODES.VALIDATION_FAILED, problem, 400, 'password');
      account.passwordHash = await this.hasher.hash(changes.password);
      account.passwordChangedAt = new Date();
    }
    if (changes.display_name !== undefined) account.displayName = changes.display_name;
    if (changes.role !== undefined) account.role = changes.role;
    if (changes.active !== undefined) account.active = changes.active;
    const totpSecret = withTotp ? newTotpSecret() : undefined;
    if (totpSecret) {
      account.totpSecret = totpSecret;
      account.totpEnabled = true;
      account.totpLastTimeStep = null;
    }
    const fields = [...decision.fields, ...(totpSecret ? ['totp'] : [])];
    if (fields.length === 0) return { account: accountView(account) };

    await em.transactional(async (tx) => {
      tx.persist(account);
      await tx.flush();
      await this.audit.record(
        {
          actor,
          action: decision.action,
          resource: 'accounts',
          recordId: account.id,
          details: {
            fields,
            ...(decision.roleChange ? { role: decision.roleChange } : {}),
            ...(actor ? {} : { via: 'command-line' }),
          },
        },
        tx,
      );
    });
    if (decision.endSessions || totpSecret) {
      const ended = await this.sessions.endAllForAccount(account.id);
      await this.audit.record({
        actor,
        action: 'sessions-ended',
        resource: 'accounts',
        recordId: account.id,
        details: {
          sessions: ended,
          reason:
            decision.action === 'disable' ? 'account-disabled' : changes.password ? 'password-reset' : 'totp-reset',
        },
      });
    }
    return { account: accountView(account), ...(totpSecret ? { totpSecret } : {}) };
  }
}
