import { Query } from '@nestjs/cqrs';

import type { WaitlistLinkView } from '@physio/api-contract';

/** `on_waitlist`: the link is good and the entry is there to delete (by POST); nothing was changed. */
export type UnsubscribeLinkView = WaitlistLinkView;

/** What the leave link would do, without doing it: mail scanners open links, only a POST may delete. */
export class CheckUnsubscribeLinkQuery extends Query<UnsubscribeLinkView> {
  constructor(readonly token: string) {
    super();
  }
}
