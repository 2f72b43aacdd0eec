import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsOwnSessionRow } from '@physio/api-contract';
import { SessionStore } from '../../sessions/session-store.js';
import { ownSessionRow } from '../../sessions/session-view.js';
import { ListOwnSessionsQuery } from './list-own-sessions.query.js';

@QueryHandler(ListOwnSessionsQuery)
export class ListOwnSessionsHandler implements IQueryHandler<ListOwnSessionsQuery> {
  constructor(private readonly sessions: SessionStore) {}

  async execute({ auth }: ListOwnSessionsQuery): Promise<OpsOwnSessionRow[]> {
    const sessions = await this.sessions.listForAccount(auth.principal.id);
    return sessions.map((s) => ownSessionRow(s, auth.session.key));
  }
}
