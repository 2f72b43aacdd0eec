import { OPS_ERROR_CODES } from '@physio/api-contract';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';

/** The errors of finder requests: the family's search, its confirmation link, and the coordinators' actions. */
export const FinderRequestErrors = {
  notFound: () => new NotFoundError('Finder request'),
  /** A postcode we read but do not cover yet: the family may join the waitlist for its district. */
  outOfArea: (postcode: string, district: string) =>
    new DomainError(
      'OUT_OF_AREA',
      `postcode ${postcode} is outside the areas we cover yet; you can join the waitlist for ${district}`,
      'unprocessable',
      'postcode',
    ),
  invalidConfirmationLink: () =>
    new DomainError(
      'FINDER_REQUEST.INVALID_TOKEN',
      'This link is not valid. Please use the link from your confirmation email, or search again.',
      'invalid',
      'token',
    ),
  /** The request's state refuses a coordinator's action (assign, follow up); the refusal says why. */
  refused: (refusal: string) => new DomainError(OPS_ERROR_CODES.CONFLICT, refusal, 'conflict'),
  rematchRefused: (beingMatched: boolean) =>
    new DomainError(
      OPS_ERROR_CODES.CONFLICT,
      beingMatched
        ? 'This request is being matched already'
        : 'Only an unmatched request that nobody has followed up can be matched again',
      'conflict',
    ),
};
