import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ConfirmFinderRequestResponse } from '@physio/api-contract';
import { DerivedKeys } from '../../../../config/derived-keys.js';
import { DomainError, NotFoundError } from '../../../../common/errors/domain-error.js';
import { outboxInsert, SqlPayload } from '../../../../infra/outbox/outbox-insert.js';
import { CONFIRMATION_LINK_HOURS, verifyConfirmationToken } from '../../confirmation-link.js';
import { FINDER_REQUEST_CONFIRMED } from '../../events/finder-request-awaiting-confirmation.event.js';
import { ConfirmFinderRequestCommand } from './confirm-finder-request.command.js';

const CONFIRMED = outboxInsert('confirmed', 'confirmed.id', [
  { topic: FINDER_REQUEST_CONFIRMED, payload: new SqlPayload(`jsonb_build_object('urgency', confirmed.urgency)`) },
]);

/**
 * Marks the request confirmed and puts it back to matching, now reserving a place, in one statement with its
 * outbox row. Only a request that can be emailed (the link went to that address) and is not decided for real yet.
 */
const CONFIRM = `
with confirmed as (
  update finder_request
  set status = 'pending', contact_confirmed_at = now(), match_score = null, alternative_candidates = null,
      matched_at = null
  where id = ? and contact_confirmed_at is null and status in ('pending', 'unconfirmed')
    and contact_email is not null and consent_given_at is not null
  returning id, urgency
)
${CONFIRMED.sql}
returning aggregate_id`;

export function invalidConfirmationLink(): DomainError {
  return new DomainError(
    'FINDER_REQUEST.INVALID_TOKEN',
    'This link is not valid. Please use the link from your confirmation email, or search again.',
    400,
    'token',
  );
}

export const EXPIRED_MESSAGE = `This link has expired: it works for ${CONFIRMATION_LINK_HOURS} hours. Nothing was passed on and no place was held. Please search again, and confirm with the link we email you.`;

@CommandHandler(ConfirmFinderRequestCommand)
export class ConfirmFinderRequestHandler implements ICommandHandler<ConfirmFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: DerivedKeys,
  ) {}

  async execute({ token }: ConfirmFinderRequestCommand): Promise<ConfirmFinderRequestResponse> {
    const check = verifyConfirmationToken(this.keys.get('finder-confirmation'), token);
    if (!check.valid) {
      if (!check.expired) throw invalidConfirmationLink();
      return { status: 'expired', id: check.requestId, message: EXPIRED_MESSAGE };
    }
    const id = check.requestId;
    const written = await this.em.execute<{ aggregate_id: string }[]>(CONFIRM, [id, ...CONFIRMED.params]);
    if (written.length > 0) {
      return {
        status: 'confirmed',
        id,
        message:
          'Thank you: your request is confirmed. We are passing it to the physiotherapist now, and we will email you their details; they will contact you, usually within 24 hours. If no one has room, our team will contact you within 24 hours.',
      };
    }
    const [row] = await this.em.execute<{ id: string }[]>('select id from finder_request where id = ?', [id]);
    if (!row) throw new NotFoundError('Finder request');
    return {
      status: 'already_confirmed',
      id,
      message: 'Your request is already confirmed: there is nothing more to do. We will email you as soon as it moves.',
    };
  }
}
