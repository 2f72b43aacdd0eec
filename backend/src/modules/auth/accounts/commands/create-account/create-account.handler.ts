import { TotpSecretBox } from '../../../totp/totp-secret-box.js';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../../audit/audit-log.js';
import { AuthErrors } from '../../../auth.errors.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { saveOpsAccount, setRecoveryCodes } from '../../../ops-account.repository.js';
import { PasswordHasher } from '../../../passwords/password-hasher.js';
import { passwordProblem } from '../../../passwords/password-rule.js';
import { newTotpSecret } from '../../../totp/totp-code.js';
import { isValidUsername, normaliseUsername } from '../../../username.js';
import { accountView, type AccountChangeResult } from '../../account-view.js';
import { derivedKeysOf } from '../../../../../config/derived-keys.js';
import { Env } from '../../../../../config/env.js';
import { newRecoveryCodes, recoveryCodeDigest } from '../../../recovery/recovery-codes.js';
import { EnrolmentLinks, type IssuedEnrolmentLink } from '../../../enrolment/enrolment-links.js';
import { CreateAccountCommand } from './create-account.command.js';

@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand, AccountChangeResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditLog,
    private readonly secrets: TotpSecretBox,
    private readonly links: EnrolmentLinks,
    private readonly env: Env,
  ) {
    this.recoveryKey = derivedKeysOf(env).get('recovery-codes');
  }

  private readonly recoveryKey: Buffer;

  async execute({ actor, body, withTotp, oneTimePassword }: CreateAccountCommand): Promise<AccountChangeResult> {
    const username = normaliseUsername(body.username);
    if (!isValidUsername(username)) throw AuthErrors.invalidUsername();
    const problem = passwordProblem(body.password, username, [body.display_name]);
    if (problem) throw AuthErrors.weakPassword('password', problem);

    const account = new OpsAccount();
    account.username = username;
    account.displayName = body.display_name.trim();
    account.role = body.role;
    account.passwordHash = await this.hasher.hash(body.password);
    account.passwordMustChange = oneTimePassword;
    const totpSecret = withTotp ? newTotpSecret() : undefined;
    // A new app comes with ten new recovery codes (the earlier ones stop working), as an enrolment on My account does.
    const recoveryCodes = totpSecret ? newRecoveryCodes() : undefined;
    if (totpSecret) {
      account.totpSecret = this.secrets.seal(totpSecret);
      account.totpEnabled = true;
    }
    // In production the person sets up their own second factor, through a one-time link (ASVS 6.4.1): sign-in with
    // the password alone is refused until then. Elsewhere an admin may still issue one from the dashboard.
    const withLink = this.env.NODE_ENV === 'production' && !totpSecret;
    let enrolmentLink: IssuedEnrolmentLink | undefined;
    try {
      await this.em.fork().transactional(async (tx) => {
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
        if (withLink) {
          enrolmentLink = await this.links.issue(tx, account.id);
          await this.audit.record(
            {
              actor,
              action: 'enrolment-link-issued',
              resource: 'accounts',
              recordId: account.id,
              details: { expires_at: enrolmentLink.expiresAt.toISOString(), ...(actor ? {} : { via: 'command-line' }) },
            },
            tx,
          );
        }
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw AuthErrors.usernameTaken(username);
      }
      throw error;
    }
    return {
      account: accountView(account),
      ...(totpSecret ? { totpSecret, recoveryCodes } : {}),
      ...(enrolmentLink ? { enrolmentLink } : {}),
    };
  }
}
