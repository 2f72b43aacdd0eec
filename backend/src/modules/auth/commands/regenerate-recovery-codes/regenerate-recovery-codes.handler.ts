import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsRecoveryCodesResponse } from '@physio/api-contract';
import { derivedKeysOf } from '../../../../config/derived-keys.js';
import { Env } from '../../../../config/env.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { setRecoveryCodes } from '../../ops-account.repository.js';
import { CurrentPasswordCheck } from '../../passwords/current-password-check.js';
import { newRecoveryCodes, recoveryCodeDigest } from '../../recovery/recovery-codes.js';
import { RegenerateRecoveryCodesCommand } from './regenerate-recovery-codes.command.js';

@CommandHandler(RegenerateRecoveryCodesCommand)
export class RegenerateRecoveryCodesHandler implements ICommandHandler<
  RegenerateRecoveryCodesCommand,
  OpsRecoveryCodesResponse
> {
  private readonly key: Buffer;

  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly audit: AuditLog,
    env: Env,
  ) {
    this.key = derivedKeysOf(env).get('recovery-codes');
  }

  async execute({ auth, currentPassword }: RegenerateRecoveryCodesCommand): Promise<OpsRecoveryCodesResponse> {
    const em = this.em.fork();
    const account = await this.currentPassword.verify(em, auth, currentPassword);
    if (!account.totpEnabled) {
      throw AuthErrors.accountChangeRefused('Set up an authenticator app first: recovery codes stand in for it');
    }
    const codes = newRecoveryCodes();
    await em.transactional(async (tx) => {
      await setRecoveryCodes(
        tx,
        account.id,
        codes.map((code) => recoveryCodeDigest(code, this.key)),
      );
      await this.audit.record(
        { actor: auth.principal, action: 'recovery-codes-generated', resource: 'accounts', recordId: account.id },
        tx,
      );
    });
    return { recovery_codes: codes };
  }
}
