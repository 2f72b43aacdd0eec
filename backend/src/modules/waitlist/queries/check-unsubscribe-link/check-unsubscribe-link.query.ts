import { Query } from '@nestjs/cqrs';

export interface UnsubscribeLinkView {
  /** `on_waitlist`: the link is good and the entry is there to delete (by POST); nothing was changed. */
  status: 'on_waitlist' | 'not_on_waitlist';
  message: string;
}

/** What the leave link would do, without doing it: mail scanners open links, only a POST may delete. */
export class CheckUnsubscribeLinkQuery extends Query<UnsubscribeLinkView> {
  constructor(readonly token: string) {
    super();
  }
}
