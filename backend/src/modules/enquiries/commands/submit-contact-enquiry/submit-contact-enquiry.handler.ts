import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MAIL_REQUESTED } from '../../../../infra/mail/mail-job.js';
import { contactAcknowledgement, contactReceived } from '../../contact.email-templates.js';
import { SubmitContactEnquiryCommand, type ContactEnquiryReceived } from './submit-contact-enquiry.command.js';

/** The enquiry and its two email events (team inbox, acknowledgement) in one statement. */
const INSERT_ENQUIRY = `
with inserted as (
  insert into contact_enquiry (id, name, email, phone, subject, message, created_at)
  values (?, ?, ?, ?, ?, ?, now())
  returning id
)
insert into outbox_message (topic, aggregate_id, payload, created_at)
select ?, inserted.id::text, e.payload::jsonb, now()
from inserted, (values (?), (?)) as e(payload)
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
      MAIL_REQUESTED,
      JSON.stringify({ template: contactReceived.name, recipientRole: 'team' }),
      JSON.stringify({ template: contactAcknowledgement.name, recipientRole: 'sender' }),
    ]);
    return { id, status: 'received' };
  }
}
