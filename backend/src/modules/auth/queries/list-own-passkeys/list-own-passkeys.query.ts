import { Query } from '@nestjs/cqrs';
import type { OpsPasskey } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** The signed-in person's own passkeys, newest first. */
export class ListOwnPasskeysQuery extends Query<OpsPasskey[]> {
  constructor(readonly auth: OpsRequestAuth) {
    super();
  }
}
