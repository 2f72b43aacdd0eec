import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsSignInRule } from '@physio/api-contract';
import { AuditLog } from '../../../../audit/audit-log.js';
import { AuthErrors } from '../../../auth.errors.js';
import { OpsPasskey } from '../../../passkeys/ops-passkey.entity.js';
import { listSignInRules, setPasskeyRequired } from '../../ops-sign-in-rule.repository.js';
import { UpdateSignInRuleCommand } from './update-sign-in-rule.command.js';

/**
 * Sets whether a role signs in with passkeys. It applies at once: the guard reads the rule on every request, so an
 * account of that role without a passkey can only add one from its next request on. An administrator cannot require
 * passkeys of their own role before having one (they would be stopped mid-change). Audited when it changes.
 */
@CommandHandler(UpdateSignInRuleCommand)
export class UpdateSignInRuleHandler implements ICommandHandler<UpdateSignInRuleCommand, OpsSignInRule> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ actor, role, passkeyRequired }: UpdateSignInRuleCommand): Promise<OpsSignInRule> {
    const em = this.em.fork();
    if (passkeyRequired && role === actor.role && (await em.count(OpsPasskey, { accountId: actor.id })) === 0) {
      throw AuthErrors.accountChangeRefused(
        'Add a passkey to your own account first (My account): your role would have to sign in with one',
        'passkey_required',
      );
    }
    await em.transactional(async (tx) => {
      if (!(await setPasskeyRequired(tx, role, passkeyRequired, actor.id))) return;
      await this.audit.record(
        {
          actor,
          action: 'update',
          resource: 'sign-in-rules',
          recordId: role,
          details: { fields: ['passkey_required'], passkey_required: passkeyRequired },
        },
        tx,
      );
    });
    const rules = await listSignInRules(em);
    const rule = rules.find((row) => row.id === role);
    if (!rule) throw new Error(`No sign-in rule for the role ${role}`);
    return rule;
  }
}
