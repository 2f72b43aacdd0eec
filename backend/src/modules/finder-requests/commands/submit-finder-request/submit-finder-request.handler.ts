import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmitFinderRequestResponse } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { CoverageErrors } from '../../../coverage/coverage.errors.js';
import { parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { FinderRequestWriter } from './finder-request-writer.js';
import { SubmitFinderRequestCommand } from './submit-finder-request.command.js';
import { hasContactDetails } from './submit-finder-request.dto.js';

@CommandHandler(SubmitFinderRequestCommand)
export class SubmitFinderRequestHandler implements ICommandHandler<SubmitFinderRequestCommand> {
  constructor(private readonly writer: FinderRequestWriter) {}

  async execute({ request }: SubmitFinderRequestCommand): Promise<SubmitFinderRequestResponse> {
    const postcode = parseUkPostcode(request.postcode);
    if (!postcode) throw CoverageErrors.invalidPostcode();
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
      throw FinderRequestErrors.outOfArea(postcode.postcode, postcode.district);
    }
    return { id, status: 'pending' };
  }
}
