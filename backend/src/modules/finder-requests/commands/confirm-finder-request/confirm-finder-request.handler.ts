import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ConfirmFinderRequestResponse } from '@physio/api-contract';
import { DerivedKeys } from '../../../../config/derived-keys.js';
import { CONFIRMATION_LINK_HOURS, verifyConfirmationToken } from '../../confirmation-link.js';
import { confirmFinderRequest } from '../../finder-request.repository.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { REPLY_WITHIN } from '@physio/api-contract';
import { ConfirmFinderRequestCommand } from './confirm-finder-request.command.js';

export const EXPIRED_MESSAGE = `This link has expired: it works for ${CONFIRMATION_LINK_HOURS} hours. Nothing was passed on and no place was held. Please search again, and confirm with the link we email you.`;

/** What happens now, promising a place only when someone had room (the recommendation). */
export function confirmedMessage(recommended: string | null): string {
  return recommended
    ? `Thank you: your request is confirmed. We are asking ${recommended} to take on your parent now and will email you as soon as they accept; they then contact you directly.`
    : `Thank you: your request is confirmed. Our team will look for a physiotherapist for your parent and contact you ${REPLY_WITHIN}.`;
}

@CommandHandler(ConfirmFinderRequestCommand)
export class ConfirmFinderRequestHandler implements ICommandHandler<ConfirmFinderRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: DerivedKeys,
  ) {}

  async execute({ token }: ConfirmFinderRequestCommand): Promise<ConfirmFinderRequestResponse> {
    const check = verifyConfirmationToken(this.keys.get('finder-confirmation'), token);
    if (!check.valid) {
      if (!check.expired) throw FinderRequestErrors.invalidConfirmationLink();
      return { status: 'expired', id: check.requestId, message: EXPIRED_MESSAGE };
    }
    const id = check.requestId;
    const [row] = await this.em.execute<{ recommended: string | null }[]>(
      `select p.name as recommended from finder_request r
       left join physiotherapist p on p.id = r.recommended_physiotherapist_id and r.status = 'unconfirmed'
       where r.id = ?`,
      [id],
    );
    if (!row) throw FinderRequestErrors.notFound();
    // Marks the request confirmed and puts it back to matching, now reserving a place (one statement with its event).
    if (await confirmFinderRequest(this.em, id)) {
      return { status: 'confirmed', id, message: confirmedMessage(row.recommended) };
    }
    return {
      status: 'already_confirmed',
      id,
      message: 'Your request is already confirmed: there is nothing more to do. We will email you as soon as it moves.',
    };
  }
}
