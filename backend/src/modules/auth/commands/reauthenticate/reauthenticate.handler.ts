import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsReauthenticateResponse } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { CurrentPasswordCheck, REAUTHENTICATION_SECONDS } from '../../passwords/current-password-check.js';
import { ReauthenticateCommand } from './reauthenticate.command.js';

@CommandHandler(ReauthenticateCommand)
export class ReauthenticateHandler implements ICommandHandler<ReauthenticateCommand, OpsReauthenticateResponse> {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly audit: AuditLog,
  ) {}

  async execute({ auth, currentPassword }: ReauthenticateCommand): Promise<OpsReauthenticateResponse> {
    // Throttled, audited when wrong, and noted on the session when right.
    await this.currentPassword.verify(this.em.fork(), auth, currentPassword);
    await this.audit.record({
      actor: auth.principal,
      action: 'reauthenticated',
      resource: 'accounts',
      recordId: auth.principal.id,
    });
    return { reauthenticated_until: new Date(Date.now() + REAUTHENTICATION_SECONDS * 1000).toISOString() };
  }
}
