import { Command } from '@nestjs/cqrs';
import type { OpsOwnSessionRow } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Ends one of the signed-in person's own sessions (a browser left signed in elsewhere), by its public id; answers the session it ended. */
export class EndOwnSessionCommand extends Command<OpsOwnSessionRow> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly sessionId: string,
  ) {
    super();
  }
}
