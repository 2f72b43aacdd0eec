import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { derivedKeysOf } from '../../../../config/derived-keys.js';
import { Env } from '../../../../config/env.js';
import { deleteWaitlistEntry } from '../../waitlist-entry.repository.js';
import { verifyUnsubscribeToken } from '../../unsubscribe-token.js';
import { WaitlistErrors } from '../../waitlist.errors.js';
import { LeaveWaitlistCommand, type LeaveWaitlistResult } from './leave-waitlist.command.js';

/**
 * Leave (POST only: the button on the link's page, or a mail provider's RFC 8058 one-click): the entry is
 * deleted (we keep nothing about someone who left). Leaving again is fine: it answers that they are not on it.
 */
/** The entry id a leave link names, or the 400 that a link we did not sign gets. */
export function entryIdOfUnsubscribeToken(env: Env, token: string): string {
  const entryId = verifyUnsubscribeToken(derivedKeysOf(env).get('waitlist-links'), token, env.LINK_SIGNING_SECRET);
  if (!entryId) throw WaitlistErrors.invalidLeaveLink();
  return entryId;
}

@CommandHandler(LeaveWaitlistCommand)
export class LeaveWaitlistHandler implements ICommandHandler<LeaveWaitlistCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
  ) {}

  async execute({ token }: LeaveWaitlistCommand): Promise<LeaveWaitlistResult> {
    const entryId = entryIdOfUnsubscribeToken(this.env, token);
    return (await deleteWaitlistEntry(this.em, entryId))
      ? { status: 'left', message: 'You have left the Home Physio Finder waitlist and we have deleted your details.' }
      : {
          status: 'not_on_waitlist',
          message: 'You are not on the Home Physio Finder waitlist: there is nothing more to do.',
        };
  }
}
