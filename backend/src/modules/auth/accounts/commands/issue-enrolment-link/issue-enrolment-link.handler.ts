import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsEnrolmentLink } from '@physio/api-contract';
import { AuditLog } from '../../../../audit/audit-log.js';
import { AuthErrors } from '../../../auth.errors.js';
import { EnrolmentLinks } from '../../../enrolment/enrolment-links.js';
import { OpsAccount } from '../../../ops-account.entity.js';
import { IssueEnrolmentLinkCommand } from './issue-enrolment-link.command.js';

/** The link is answered this once; the audit row names the account and the expiry, never the token. */
@CommandHandler(IssueEnrolmentLinkCommand)
export class IssueEnrolmentLinkHandler implements ICommandHandler<IssueEnrolmentLinkCommand, OpsEnrolmentLink> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: EnrolmentLinks,
    private readonly audit: AuditLog,
  ) {}

  async execute({ actor, accountId }: IssueEnrolmentLinkCommand): Promise<OpsEnrolmentLink> {
    const em = this.em.fork();
    const account = await em.findOne(OpsAccount, { id: accountId }, { fields: ['id', 'active'] });
    if (!account) throw AuthErrors.accountNotFound();
    if (!account.active) {
      throw AuthErrors.accountChangeRefused('Enable the account first: a disabled account cannot enrol', 'active');
    }
    const link = await em.transactional(async (tx) => {
      const issued = await this.links.issue(tx, accountId);
      await this.audit.record(
        {
          actor,
          action: 'enrolment-link-issued',
          resource: 'accounts',
          recordId: accountId,
          details: { expires_at: issued.expiresAt.toISOString() },
        },
        tx,
      );
      return issued;
    });
    return { id: accountId, url: link.url, expires_at: link.expiresAt.toISOString() };
  }
}
