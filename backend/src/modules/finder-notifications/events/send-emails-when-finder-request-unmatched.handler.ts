import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FinderRequestUnmatchedEvent } from '../../finder-requests/events/finder-request-unmatched.event.js';
import { MailQueue } from '../../../infra/mail/mail-queue.js';
import { finderUnmatchedCoordinators, finderUnmatchedFamily } from '../finder.email-templates.js';

/**
 * The family hears we will contact them within 24 hours (if they gave an email and consent); the coordinators
 * get an alert naming the request. A burst of no-match outcomes reaches them as one alert per batch, naming
 * every request in it (see the `combine` of its mail source), not hundreds of emails.
 */
@EventsHandler(FinderRequestUnmatchedEvent)
export class SendEmailsWhenFinderRequestUnmatchedHandler implements IEventHandler<FinderRequestUnmatchedEvent> {
  private readonly logger = new Logger(SendEmailsWhenFinderRequestUnmatchedHandler.name);

  constructor(private readonly mailQueue: MailQueue) {}

  async handle({ finderRequestId, familyCanBeEmailed }: FinderRequestUnmatchedEvent): Promise<void> {
    try {
      await this.mailQueue.enqueue([
        ...(familyCanBeEmailed
          ? [{ template: finderUnmatchedFamily.name, subjectId: finderRequestId, recipientRole: 'family' }]
          : []),
        { template: finderUnmatchedCoordinators.name, subjectId: finderRequestId, recipientRole: 'coordinators' },
      ]);
    } catch (error) {
      this.logger.error({ err: error, finderRequestId }, 'Could not queue the no-match emails');
    }
  }
}
