import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { JoinWaitlistResponse } from '@physio/api-contract';
import { randomUUID } from 'node:crypto';
import { CoverageErrors } from '../../../coverage/coverage.errors.js';
import { parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { insertWaitlistEntry, requestAlreadyJoinedEmail } from '../../waitlist-entry.repository.js';
import { JoinWaitlistCommand } from './join-waitlist.command.js';

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
    if (!postcode) throw CoverageErrors.invalidPostcode();
    const emailNormalised = normaliseEmail(entry.email);
    // The entry and its events (confirmation email, demand count) in one statement; nothing if already on the list.
    const created = await insertWaitlistEntry(this.em, {
      id: randomUUID(),
      name: entry.name,
      email: entry.email.trim(),
      emailNormalised,
      postcode: postcode.postcode,
      district: postcode.district,
      area: postcode.area,
      condition: entry.condition ?? null,
      visitorKey,
    });
    if (!created) await requestAlreadyJoinedEmail(this.em, emailNormalised, postcode.district, ukDay(new Date()));
    return {
      status: 'check_email',
      district: postcode.district,
      message: `Thank you. Please check your email: we have written to you about the waitlist for ${postcode.district}.`,
    };
  }
}
