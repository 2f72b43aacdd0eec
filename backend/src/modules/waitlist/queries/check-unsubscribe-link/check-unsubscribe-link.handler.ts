import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Env } from '../../../../config/env.js';
import { entryIdOfUnsubscribeToken } from '../../commands/leave-waitlist/leave-waitlist.handler.js';
import { CheckUnsubscribeLinkQuery, type UnsubscribeLinkView } from './check-unsubscribe-link.query.js';

@QueryHandler(CheckUnsubscribeLinkQuery)
export class CheckUnsubscribeLinkHandler implements IQueryHandler<CheckUnsubscribeLinkQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
  ) {}

  async execute({ token }: CheckUnsubscribeLinkQuery): Promise<UnsubscribeLinkView> {
    const entryId = entryIdOfUnsubscribeToken(this.env, token);
    const [entry] = await this.em.execute<{ district: string }[]>('select district from waitlist_entry where id = ?', [
      entryId,
    ]);
    return entry
      ? {
          status: 'on_waitlist',
          message: `You are on the Home Physio Finder waitlist for ${entry.district}. Leave it, and we will delete your details.`,
        }
      : {
          status: 'not_on_waitlist',
          message: 'You are not on the Home Physio Finder waitlist: there is nothing more to do.',
        };
  }
}
