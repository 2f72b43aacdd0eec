import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ERROR_CODES, OPS_ERROR_CODES } from '@physio/api-contract';
import { DomainError } from '../../../../../common/errors/domain-error.js';
import { AuditLog } from '../../../../audit/audit-log.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { commonPasswords } from '../../../passwords/common-passwords.js';
import { PasswordHasher } from '../../../passwords/password-hasher.js';
import { passwordProblem } from '../../../passwords/password-rule.js';
import { newTotpSecret } from '../../../totp/totp-code.js';
import { isValidUsername, normaliseUsername, USERNAME_RULE } from '../../../username.js';
import { accountView, type AccountChangeResult } from '../../account-view.js';
import { CreateAccountCommand } from './create-account.command.js';

@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand, AccountChangeResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditLog,
  ) {}

  async execute({ actor, body, withTotp }: CreateAccountCommand): Promise<AccountChangeResult> {
    const username = normaliseUsername(body.username);
    if (!isValidUsername(username))
      throw new DomainError(ERROR_CODES.VALIDATION_FAILED, USERNAME_RULE, 400, 'username');
    const problem = passwordProblem(body.password, username, commonPasswords());
    if (problem) throw new DomainError(ERROR_CODES.VALIDATION_FAILED, problem, 400, 'password');

    const account = new OpsAccount();
    account.username = username;
    account.displayName = body.display_name.trim();
    account.role = body.role;
    account.passwordHash = await this.hasher.hash(body.password);
    const totpSecret = withTotp ? newTotpSecret() : undefined;
    if (totpSecret) {
      account.totpSecret = totpSecret;
      account.totpEnabled = true;
    }
    try {
      await this.em.fork().transactional(async (tx) => {
        tx.persist(account);
        await tx.flush();
        await this.audit.record(
          {
            actor,
            action: 'create',
            resource: 'accounts',
            recordId: account.id,
            details: {
              fields: ['username', 'display_name', 'role', 'password'],
              role: account.role,
              totp_enabled: account.totpEnabled,
              ...(actor ? {} : { via: 'command-line' }),
            },
          },
          tx,
        );
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(OPS_ERROR_CODES.CONFLICT, `The username ${username} is taken`, 409, 'username');
      }
      throw error;
    }
    return { account: accountView(account), ...(totpSecret ? { totpSecret } : {}) };
  }
}
