import { Query } from '@nestjs/cqrs';
import type { OpsOwnSessionRow } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** The signed-in person's own live sessions (device, signed in, last seen), newest first. */
export class ListOwnSessionsQuery extends Query<OpsOwnSessionRow[]> {
  constructor(readonly auth: OpsRequestAuth) {
    super();
  }
}
