import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quotedReferencePrefixes } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { findFinderRequestIdByReference } from '../../../finder-requests/finder-request.repository.js';
import { insertContactEnquiry } from '../../contact-enquiry.repository.js';
import { SubmitContactEnquiryCommand, type ContactEnquiryReceived } from './submit-contact-enquiry.command.js';

@CommandHandler(SubmitContactEnquiryCommand)
export class SubmitContactEnquiryHandler implements ICommandHandler<SubmitContactEnquiryCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ enquiry }: SubmitContactEnquiryCommand): Promise<ContactEnquiryReceived> {
    const id = randomUUID();
    // A family who left no contact details is told to message us quoting their reference: link the message to it.
    const finderRequestId = await findFinderRequestIdByReference(this.em, quotedReferencePrefixes(enquiry.message));
    // The enquiry and its two email events (team inbox, acknowledgement) in one statement.
    await insertContactEnquiry(this.em, {
      id,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone ?? null,
      subject: enquiry.subject,
      message: enquiry.message,
      finder_request_id: finderRequestId,
    });
    return { id, status: 'received' };
  }
}
