import { TotpSecretBox } from '../../../totp/totp-secret-box.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../../audit/audit-log.js';
import { AuthErrors } from '../../../auth.errors.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { saveOpsAccount, setRecoveryCodes } from '../../../ops-account.repository.js';
import { PasswordHasher } from '../../../passwords/password-hasher.js';
import { passwordProblem } from '../../../passwords/password-rule.js';
import { SessionStore } from '../../../sessions/session-store.js';
import { newTotpSecret } from '../../../totp/totp-code.js';
import { accountView, type AccountChangeResult } from '../../account-view.js';
import { derivedKeysOf } from '../../../../../config/derived-keys.js';
import { Env } from '../../../../../config/env.js';
import { newRecoveryCodes, recoveryCodeDigest } from '../../../recovery/recovery-codes.js';
import { UpdateAccountCommand } from './update-account.command.js';
import { accountChanges } from './account-changes.js';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, AccountChangeResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
    private readonly secrets: TotpSecretBox,
    env: Env,
  ) {
    this.recoveryKey = derivedKeysOf(env).get('recovery-codes');
  }

  private readonly recoveryKey: Buffer;

  async execute({
    actor,
    accountId,
    changes,
    newTotpSecret: withTotp,
  }: UpdateAccountCommand): Promise<AccountChangeResult> {
    const em = this.em.fork();
    const account = await em.findOne(OpsAccount, { id: accountId });
    if (!account) throw AuthErrors.accountNotFound();
    const given = changes as typeof changes & { username?: unknown };
    if (given.username !== undefined && given.username !== account.username) {
      throw AuthErrors.usernameUnchangeable();
    }
    const decision = accountChanges(account, changes, actor?.id ?? null);
    if (decision.refusal) throw AuthErrors.accountChangeRefused(decision.refusal, decision.refusalField);
    if (changes.password !== undefined) {
      const problem = passwordProblem(changes.password, account.username, [
        changes.display_name ?? account.displayName,
      ]);
      if (problem) throw AuthErrors.weakPassword('password', problem);
      account.passwordHash = await this.hasher.hash(changes.password);
      account.passwordChangedAt = new Date();
      account.passwordMustChange = true;
    }
    if (changes.display_name !== undefined) account.displayName = changes.display_name;
    if (changes.role !== undefined) account.role = changes.role;
    if (changes.active !== undefined) account.active = changes.active;
    const totpSecret = withTotp ? newTotpSecret() : undefined;
    // A new app comes with ten new recovery codes (the earlier ones stop working), as an enrolment on My account does.
    const recoveryCodes = totpSecret ? newRecoveryCodes() : undefined;
    if (totpSecret) {
      account.totpSecret = this.secrets.seal(totpSecret);
      account.totpEnabled = true;
      account.totpLastTimeStep = null;
    }
    const fields = [...decision.fields, ...(totpSecret ? ['totp'] : [])];
    if (fields.length === 0) return { account: accountView(account) };

    await em.transactional(async (tx) => {
      await saveOpsAccount(tx, account);
      if (recoveryCodes) {
        await setRecoveryCodes(
          tx,
          account.id,
          recoveryCodes.map((code) => recoveryCodeDigest(code, this.recoveryKey)),
        );
      }
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
    return { account: accountView(account), ...(totpSecret ? { totpSecret, recoveryCodes } : {}) };
  }
}
