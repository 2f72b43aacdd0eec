import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { INVALID_POSTCODE_MESSAGE, parseUkPostcode } from '../../../coverage/uk-postcode.js';
import { DEMAND_WAITLIST_JOINED } from '../../../demand/demand.events.js';
import { mailRequested } from '../../../../infra/mail/mail-job.js';
import { outboxInsert } from '../../../../infra/outbox/outbox-insert.js';
import { waitlistJoined } from '../../waitlist.email-templates.js';
import { JoinWaitlistCommand, type WaitlistEntryView } from './join-waitlist.command.js';

const EVENTS = outboxInsert('inserted', 'inserted.id', [
  mailRequested(waitlistJoined.name, 'joiner'),
  { topic: DEMAND_WAITLIST_JOINED },
]);

/**
 * The entry and its two outbox events (confirmation email, demand count) in ONE statement, so they are
 * written together or not at all. A second join with the same email in the same district inserts nothing
 * (unique key), so it writes no events either and sends no second email.
 */
const INSERT_ENTRY = `
with inserted as (
  insert into waitlist_entry
    (id, name, email, email_normalised, postcode, district, area, condition, visitor_key, notified, created_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, false, now())
  on conflict (email_normalised, district) do nothing
  returning id, district, condition, created_at, notified
), events as (
  ${EVENTS.sql}
)
select id, district, condition, created_at, notified from inserted`;

interface EntryRow {
  id: string;
  district: string;
  condition: string | null;
  created_at: Date;
  notified: boolean;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ entry, visitorKey }: JoinWaitlistCommand): Promise<WaitlistEntryView> {
    const postcode = parseUkPostcode(entry.postcode);
    if (!postcode) throw new DomainError('VALIDATION_FAILED', INVALID_POSTCODE_MESSAGE, 400, 'postcode');
    const conn = this.em;
    const emailNormalised = normaliseEmail(entry.email);
    const [created] = await conn.execute<EntryRow[]>(INSERT_ENTRY, [
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
    if (created) return view(created, false);
    const [existing] = await conn.execute<EntryRow[]>(
      'select id, district, condition, created_at, notified from waitlist_entry where email_normalised = ? and district = ?',
      [emailNormalised, postcode.district],
    );
    if (!existing) throw new Error('Waitlist entry vanished between insert and read');
    return view(existing, true);
  }
}

function view(row: EntryRow, alreadyJoined: boolean): WaitlistEntryView {
  return {
    id: row.id,
    district: row.district,
    condition: row.condition,
    created_at: new Date(row.created_at).toISOString(),
    notified: row.notified,
    already_joined: alreadyJoined,
  };
}
