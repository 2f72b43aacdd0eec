import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsOwnSessionRow } from '@physio/api-contract';
import { CommonErrors } from '../../../../common/errors/common.errors.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { REAUTHENTICATION_SECONDS } from '../../passwords/current-password-check.js';
import { SessionStore } from '../../sessions/session-store.js';
import { ownSessionRow } from '../../sessions/session-view.js';
import { EndOwnSessionCommand } from './end-own-session.command.js';

@CommandHandler(EndOwnSessionCommand)
export class EndOwnSessionHandler implements ICommandHandler<EndOwnSessionCommand, OpsOwnSessionRow> {
  constructor(
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
  ) {}

  async execute({ auth, sessionId }: EndOwnSessionCommand): Promise<OpsOwnSessionRow> {
    // Ending another browser's session needs the password again (recently): a session left open or stolen cannot
    // throw its owner out everywhere else. Signing out here does not.
    const here = sessionId === auth.session.key;
    if (!here && !(await this.sessions.reauthenticatedWithin(auth.session.key, REAUTHENTICATION_SECONDS))) {
      throw AuthErrors.reauthenticationRequired();
    }
    // Someone else's session, or one already over, is "not found": the answer says nothing about other accounts.
    const ended = await this.sessions.endOwn(auth.principal.id, sessionId);
    if (!ended) throw CommonErrors.notFound('Session');
    await this.audit.record({
      actor: auth.principal,
      action: 'sessions-ended',
      resource: 'accounts',
      recordId: auth.principal.id,
      details: { sessions: 1, reason: sessionId === auth.session.key ? 'signed-out-here' : 'ended-by-owner' },
    });
    return ownSessionRow(ended, auth.session.key);
  }
}
