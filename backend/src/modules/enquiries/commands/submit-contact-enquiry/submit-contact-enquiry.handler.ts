import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { mailRequested } from '../../../../infra/mail/mail-job.js';
import { outboxInsert } from '../../../../infra/outbox/outbox-insert.js';
import { contactAcknowledgement, contactReceived } from '../../contact.email-templates.js';
import { SubmitContactEnquiryCommand, type ContactEnquiryReceived } from './submit-contact-enquiry.command.js';

const EMAILS = outboxInsert('inserted', 'inserted.id', [
  mailRequested(contactReceived.name, 'team'),
  mailRequested(contactAcknowledgement.name, 'sender'),
]);

/** The enquiry and its two email events (team inbox, acknowledgement) in one statement. */
const INSERT_ENQUIRY = `
with inserted as (
  insert into contact_enquiry (id, name, email, phone, subject, message, created_at)
  values (?, ?, ?, ?, ?, ?, now())
  returning id
)
${EMAILS.sql}
returning aggregate_id`;

@CommandHandler(SubmitContactEnquiryCommand)
export class SubmitContactEnquiryHandler implements ICommandHandler<SubmitContactEnquiryCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ enquiry }: SubmitContactEnquiryCommand): Promise<ContactEnquiryReceived> {
    const id = randomUUID();
    await this.em.execute(INSERT_ENQUIRY, [
      id,
      enquiry.name,
      enquiry.email,
      enquiry.phone ?? null,
      enquiry.subject,
      enquiry.message,
      ...EMAILS.params,
    ]);
    return { id, status: 'received' };
  }
}
