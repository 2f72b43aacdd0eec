import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FinderRequestMatchedEvent } from '../../finder-requests/events/finder-request-matched.event.js';
import { MailQueue } from '../../../infra/mail/mail-queue.js';
import { finderMatchedFamily, finderMatchedPhysio } from '../finder.email-templates.js';

/**
 * The family gets the physiotherapist's profile (if they gave an email and consent: no job otherwise, and
 * the mail source checks again when it sends), the physiotherapist gets the referral. Re-published events
 * add the same job ids: no duplicates.
 */
@EventsHandler(FinderRequestMatchedEvent)
export class SendEmailsWhenFinderRequestMatchedHandler implements IEventHandler<FinderRequestMatchedEvent> {
  private readonly logger = new Logger(SendEmailsWhenFinderRequestMatchedHandler.name);

  constructor(private readonly mailQueue: MailQueue) {}

  async handle({ finderRequestId, physiotherapistId, familyCanBeEmailed }: FinderRequestMatchedEvent): Promise<void> {
    try {
      await this.mailQueue.enqueue([
        ...(familyCanBeEmailed
          ? [{ template: finderMatchedFamily.name, subjectId: finderRequestId, recipientRole: 'family' }]
          : []),
        {
          template: finderMatchedPhysio.name,
          subjectId: finderRequestId,
          recipientRole: 'physio',
          recipientId: physiotherapistId,
        },
      ]);
    } catch (error) {
      // Event handlers' errors reach no filter: log with ids only.
      this.logger.error({ err: error, finderRequestId }, 'Could not queue the match emails');
    }
  }
}
