import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmitFinderRequestResponse } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { FinderRequestWriter } from './finder-request-writer.js';
import { SubmitFinderRequestCommand } from './submit-finder-request.command.js';
import { hasContactDetails } from './submit-finder-request.dto.js';

@CommandHandler(SubmitFinderRequestCommand)
export class SubmitFinderRequestHandler implements ICommandHandler<SubmitFinderRequestCommand> {
  constructor(private readonly writer: FinderRequestWriter) {}

  async execute({ request }: SubmitFinderRequestCommand): Promise<SubmitFinderRequestResponse> {
    const postcode = parseUkPostcode(request.postcode);
    if (!postcode) throw new DomainError('VALIDATION_FAILED', INVALID_POSTCODE_MESSAGE, 400, 'postcode');
    const id = randomUUID();
    // The request and its outbox row are written together, and only when the district is offered (covered and reached).
    const written = await this.writer.insertIfCovered({
      id,
      postcode: postcode.postcode,
      district: postcode.district,
      condition: request.condition,
      urgency: request.urgency,
      contact_name: request.contact_name ?? null,
      contact_email: request.contact_email ?? null,
      contact_phone: request.contact_phone ?? null,
      additional_info: request.additional_info ?? null,
      consent_given_at: hasContactDetails(request) && request.consent === true ? new Date().toISOString() : null,
    });
    if (!written) {
      throw new DomainError(
        'OUT_OF_AREA',
        `postcode ${postcode.postcode} is outside the areas we cover yet; you can join the waitlist for ${postcode.district}`,
        422,
        'postcode',
      );
    }
    return { id, status: 'pending' };
  }
}
