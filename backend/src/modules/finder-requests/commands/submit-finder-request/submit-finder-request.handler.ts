import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmitFinderRequestResponse } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { FINDER_REQUEST_SUBMITTED } from '../../events/finder-request-submitted.event.js';
import { SubmitFinderRequestCommand } from './submit-finder-request.command.js';
import { hasContactDetails } from './submit-finder-request.dto.js';

/**
 * Writes the request and its outbox event in ONE statement: the request is only inserted when its
 * district is covered, and the event only when the request was. One round trip keeps this, the
 * busiest endpoint, fast; being a single statement, it is one transaction, so nothing is half-written.
 */
const INSERT_IF_COVERED = `
with covered as (
  select district from postcode_district where district = ? and covered
), inserted as (
  insert into finder_request
    (id, postcode, district, condition, urgency, contact_name, contact_email, contact_phone, additional_info,
     consent_given_at, status, created_at)
  select ?, ?, district, ?, ?, ?, ?, ?, ?, ?, 'pending', now() from covered
  returning id, urgency
)
insert into outbox_message (topic, aggregate_id, payload, created_at)
select ?, id::text, jsonb_build_object('urgency', urgency), now() from inserted
returning aggregate_id`;

@CommandHandler(SubmitFinderRequestCommand)
export class SubmitFinderRequestHandler implements ICommandHandler<SubmitFinderRequestCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ request }: SubmitFinderRequestCommand): Promise<SubmitFinderRequestResponse> {
    const postcode = parseUkPostcode(request.postcode);
    if (!postcode) throw new DomainError('VALIDATION_FAILED', INVALID_POSTCODE_MESSAGE, 400, 'postcode');
    const id = randomUUID();
    const rows = await this.em.execute<{ aggregate_id: string }[]>(INSERT_IF_COVERED, [
      postcode.district,
      id,
      postcode.postcode,
      request.condition,
      request.urgency,
      request.contact_name ?? null,
      request.contact_email ?? null,
      request.contact_phone ?? null,
      request.additional_info ?? null,
      hasContactDetails(request) && request.consent === true ? new Date() : null,
      FINDER_REQUEST_SUBMITTED,
    ]);
    if (rows.length === 0) {
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
