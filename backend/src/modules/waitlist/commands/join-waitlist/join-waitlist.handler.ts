import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JoinWaitlistResponse } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { DEMAND_WAITLIST_JOINED } from '../../../demand/demand.events.js';
import { MAIL_REQUESTED, mailRequested } from '../../../../infra/mail/mail-job.js';
import { outboxInsert } from '../../../../infra/outbox/outbox-insert.js';
import { waitlistAlreadyJoined, waitlistJoined } from '../../waitlist.email-templates.js';
import { JoinWaitlistCommand } from './join-waitlist.command.js';

const EVENTS = outboxInsert('inserted', 'inserted.id', [
  mailRequested(waitlistJoined.name, 'joiner'),
  { topic: DEMAND_WAITLIST_JOINED },
]);

/**
 * The entry and its two outbox events (confirmation email, demand count) in ONE statement, so they are
 * written together or not at all. A second join with the same email in the same district inserts nothing
 * (unique key), so it writes none of these events.
 */
const INSERT_ENTRY = `
with inserted as (
  insert into waitlist_entry
    (id, name, email, email_normalised, postcode, district, area, condition, visitor_key, notified, created_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, false, now())
  on conflict (email_normalised, district) do nothing
  returning id
), events as (
  ${EVENTS.sql}
)
select id from inserted`;

/**
 * Someone already on the list for this district: they get a short "you are already on the list" email. Its
 * idempotency key carries the day (as the recipient id), so however often the form is sent with their address,
 * the entry gets at most one such email a day.
 */
function alreadyJoinedEvent(day: string) {
  return outboxInsert('existing', 'existing.id', [
    {
      topic: MAIL_REQUESTED,
      payload: { template: waitlistAlreadyJoined.name, recipientRole: 'joiner', recipientId: day },
    },
  ]);
}

/** The day in the UK, `YYYY-MM-DD`: the "at most once a day" of the already-joined email. */
export function ukDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand> {
  constructor(private readonly em: EntityManager) {}

  /**
   * The answer is the same whether or not this email had joined before, so that it tells a stranger nothing
   * about who is on the list; the email to the address says which it was.
   */
  async execute({ entry, visitorKey }: JoinWaitlistCommand): Promise<JoinWaitlistResponse> {
    const postcode = parseUkPostcode(entry.postcode);
    if (!postcode) throw new DomainError('VALIDATION_FAILED', INVALID_POSTCODE_MESSAGE, 400, 'postcode');
    const emailNormalised = normaliseEmail(entry.email);
    const created = await this.em.execute<{ id: string }[]>(INSERT_ENTRY, [
      randomUUID(),
      entry.name,
      entry.email.trim(),
      emailNormalised,
      postcode.postcode,
      postcode.district,
      postcode.area,
      entry.condition ?? null,
      visitorKey,
      ...EVENTS.params,
    ]);
    if (created.length === 0) {
      const event = alreadyJoinedEvent(ukDay(new Date()));
      await this.em.execute(
        `with existing as (select id from waitlist_entry where email_normalised = ? and district = ?)\n${event.sql}`,
        [emailNormalised, postcode.district, ...event.params],
      );
    }
    return {
      status: 'check_email',
      district: postcode.district,
      message: `Thank you. Please check your email: we have written to you about the waitlist for ${postcode.district}.`,
    };
  }
}
