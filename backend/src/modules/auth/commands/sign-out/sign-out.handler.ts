import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { SessionStore } from '../../sessions/session-store.js';
import { SignOutCommand } from './sign-out.command.js';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand, void> {
  constructor(
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
  ) {}

  async execute({ auth }: SignOutCommand): Promise<void> {
    await this.sessions.end(auth.session);
    await this.audit.record({
      actor: auth.principal,
      action: 'sign-out',
      resource: 'accounts',
      recordId: auth.principal.id,
    });
  }
}
