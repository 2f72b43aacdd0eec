import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../../audit/audit-log.js';
import { AuthErrors } from '../../../auth.errors.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { SessionStore } from '../../../sessions/session-store.js';
import { EndAccountSessionsCommand, type EndAccountSessionsResult } from './end-account-sessions.command.js';

@CommandHandler(EndAccountSessionsCommand)
export class EndAccountSessionsHandler implements ICommandHandler<EndAccountSessionsCommand, EndAccountSessionsResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
  ) {}

  async execute({ actor, accountId }: EndAccountSessionsCommand): Promise<EndAccountSessionsResult> {
    if ((await this.em.fork().count(OpsAccount, { id: accountId })) === 0) throw AuthErrors.accountNotFound();
    const ended = await this.sessions.endAllForAccount(accountId);
    await this.audit.record({
      actor,
      action: 'sessions-ended',
      resource: 'accounts',
      recordId: accountId,
      details: { sessions: ended, reason: 'ended-by-admin' },
    });
    return { id: accountId, sessions_ended: ended };
  }
}
