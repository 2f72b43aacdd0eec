import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsPasskey } from '@physio/api-contract';
import { CommonErrors } from '../../../../common/errors/common.errors.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { REAUTHENTICATION_SECONDS } from '../../passwords/current-password-check.js';
import { endOtherSessions } from '../../sessions/end-other-sessions.js';
import { SessionStore } from '../../sessions/session-store.js';
import { removeOpsPasskey } from '../../passkeys/ops-passkey.repository.js';
import { passkeyRow } from '../../passkeys/passkey-view.js';
import { passkeyMissing } from '../../sign-in-rules/ops-sign-in-rule.repository.js';
import { RemovePasskeyCommand } from './remove-passkey.command.js';

@CommandHandler(RemovePasskeyCommand)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskeyCommand, OpsPasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ auth, passkeyId }: RemovePasskeyCommand): Promise<OpsPasskey> {
    const { principal } = auth;
    // A change of the account's factors asks for the password again (ASVS 7.5.1): within the last few minutes.
    if (!(await this.sessions.reauthenticatedWithin(auth.session.key, REAUTHENTICATION_SECONDS))) {
      throw AuthErrors.reauthenticationRequired('remove a passkey');
    }
    const row = await this.em.fork().transactional(async (tx) => {
      // Another account's passkey is "not found": the answer says nothing about other accounts.
      const removed = await removeOpsPasskey(tx, principal.id, passkeyId);
      if (!removed) throw CommonErrors.notFound('Passkey');
      // The last passkey of a role that signs in with one stays (the transaction is undone).
      if (await passkeyMissing(tx, principal.id)) {
        throw AuthErrors.accountChangeRefused(
          'Your role signs in with a passkey: add another before removing your last one',
          'id',
        );
      }
      await this.audit.record(
        {
          actor: principal,
          action: 'passkey-removed',
          resource: 'accounts',
          recordId: principal.id,
          details: { passkey_id: removed.id },
        },
        tx,
      );
      return passkeyRow(removed);
    });
    // A way in gone (perhaps a lost phone): every other session of the account ends (ASVS 7.4.3).
    await endOtherSessions(this.sessions, this.audit, auth, 'passkey-removed');
    return row;
  }
}
