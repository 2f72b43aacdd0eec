import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FinderRequestUnmatchedEvent } from '../../finder-requests/events/finder-request-unmatched.event.js';
import { MailQueue } from '../../mail/mail-queue.js';

/** The family hears we will contact them within 24 hours; the coordinators get an alert naming the request. */
@EventsHandler(FinderRequestUnmatchedEvent)
export class SendEmailsWhenFinderRequestUnmatchedHandler implements IEventHandler<FinderRequestUnmatchedEvent> {
  private readonly logger = new Logger(SendEmailsWhenFinderRequestUnmatchedHandler.name);

  constructor(private readonly mailQueue: MailQueue) {}

  async handle({ finderRequestId }: FinderRequestUnmatchedEvent): Promise<void> {
    try {
      await this.mailQueue.enqueue([
        { template: 'finder-unmatched-family', subjectId: finderRequestId, recipientRole: 'family' },
        { template: 'finder-unmatched-coordinators', subjectId: finderRequestId, recipientRole: 'coordinators' },
      ]);
    } catch (error) {
      this.logger.error({ err: error, finderRequestId }, 'Could not queue the no-match emails');
    }
  }
}
