import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';

/** The errors of the waitlist: its leave links and the coordinators' view of its entries. */
export const WaitlistErrors = {
  entryNotFound: () => new NotFoundError('Waitlist entry'),
  invalidLeaveLink: () =>
    new DomainError(
      'WAITLIST.INVALID_TOKEN',
      'This link is not valid. Please use the link from your waitlist email, or contact us.',
      'invalid',
      'token',
    ),
};
