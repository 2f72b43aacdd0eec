import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsUnlockSignInResponse } from '@physio/api-contract';
import { AuditLog } from '../../../../audit/audit-log.js';
import { AuthErrors } from '../../../auth.errors.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { SignInThrottle } from '../../../throttle/sign-in-throttle.js';
import { UnlockAccountSignInCommand } from './unlock-account-sign-in.command.js';

@CommandHandler(UnlockAccountSignInCommand)
export class UnlockAccountSignInHandler implements ICommandHandler<
  UnlockAccountSignInCommand,
  OpsUnlockSignInResponse
> {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: SignInThrottle,
    private readonly audit: AuditLog,
  ) {}

  async execute({ actor, accountId }: UnlockAccountSignInCommand): Promise<OpsUnlockSignInResponse> {
    const account = await this.em.fork().findOne(OpsAccount, { id: accountId }, { fields: ['id', 'username'] });
    if (!account) throw AuthErrors.accountNotFound();
    const cleared = await this.throttle.unlock(account.username);
    await this.audit.record({
      actor,
      action: 'sign-in-unlocked',
      resource: 'accounts',
      recordId: accountId,
      details: { failed_attempts: cleared },
    });
    return { id: accountId, failed_attempts_cleared: cleared };
  }
}
