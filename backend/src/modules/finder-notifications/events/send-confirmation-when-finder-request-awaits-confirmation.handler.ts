import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FinderRequestAwaitingConfirmationEvent } from '../../finder-requests/events/finder-request-awaiting-confirmation.event.js';
import { MailQueue } from '../../../infra/mail/mail-queue.js';
import { finderConfirmFamily } from '../finder.email-templates.js';

/**
 * The family gets the link that confirms their email (only when they gave one with consent). Nobody else hears of
 * an unconfirmed request: no referral, no coordinators' alert. Re-published events add the same job id.
 */
@EventsHandler(FinderRequestAwaitingConfirmationEvent)
export class SendConfirmationWhenFinderRequestAwaitsConfirmationHandler implements IEventHandler<FinderRequestAwaitingConfirmationEvent> {
  private readonly logger = new Logger(SendConfirmationWhenFinderRequestAwaitsConfirmationHandler.name);

  constructor(private readonly mailQueue: MailQueue) {}

  async handle({ finderRequestId, familyCanBeEmailed }: FinderRequestAwaitingConfirmationEvent): Promise<void> {
    if (!familyCanBeEmailed) return;
    try {
      await this.mailQueue.enqueue([
        { template: finderConfirmFamily.name, subjectId: finderRequestId, recipientRole: 'family' },
      ]);
    } catch (error) {
      this.logger.error({ err: error, finderRequestId }, 'Could not queue the confirmation email');
    }
  }
}
