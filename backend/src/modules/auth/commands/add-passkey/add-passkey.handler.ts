import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsPasskey } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { addOpsPasskey } from '../../passkeys/ops-passkey.repository.js';
import { passkeyRow } from '../../passkeys/passkey-view.js';
import { PasskeyRelyingParty } from '../../passkeys/relying-party.js';
import { endOtherSessions } from '../../sessions/end-other-sessions.js';
import { SessionStore } from '../../sessions/session-store.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { AddPasskeyCommand } from './add-passkey.command.js';

/**
 * Checks the new passkey against the registration the password started (this account's, not expired, its challenge
 * signed for this origin, the person verified) and keeps its public key. The setup token works once.
 */
@CommandHandler(AddPasskeyCommand)
export class AddPasskeyHandler implements ICommandHandler<AddPasskeyCommand, OpsPasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly challenges: TotpChallenges,
    private readonly relyingParty: PasskeyRelyingParty,
    private readonly audit: AuditLog,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ auth, setupToken, name, credential }: AddPasskeyCommand): Promise<OpsPasskey> {
    const { principal } = auth;
    const registration = await this.challenges.find(setupToken, ['passkey-enrol']);
    if (!registration?.webauthn || registration.accountId !== principal.id) throw AuthErrors.passkeySetupExpired();
    if (!(await this.challenges.consume(setupToken))) throw AuthErrors.passkeySetupExpired();
    const verified = await this.relyingParty.verifyRegistration(credential, registration.webauthn);
    if (!verified) {
      await this.audit.record({
        actor: principal,
        action: 'passkey-refused',
        resource: 'accounts',
        recordId: principal.id,
      });
      throw AuthErrors.invalidNewPasskey();
    }
    let row: OpsPasskey;
    try {
      row = await this.em.fork().transactional(async (tx) => {
        const passkey = await addOpsPasskey(tx, { accountId: principal.id, ...verified, name });
        await this.audit.record(
          {
            actor: principal,
            action: 'passkey-added',
            resource: 'accounts',
            recordId: principal.id,
            details: { passkey_id: passkey.id },
          },
          tx,
        );
        return passkeyRow(passkey);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw AuthErrors.accountChangeRefused('This passkey is registered already', 'credential');
      }
      throw error;
    }
    // A new way in: whoever else is signed in as this account is signed out (ASVS 7.4.3), as after a TOTP enrolment.
    await endOtherSessions(this.sessions, this.audit, auth, 'passkey-added');
    return row;
  }
}
