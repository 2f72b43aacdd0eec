import { DATA_RIGHTS_ERROR_CODES, ERROR_CODES } from '@physio/api-contract';
import { DomainError } from '../../common/errors/domain-error.js';

const identifierError = (message: string, rule: string) =>
  new DomainError(ERROR_CODES.VALIDATION_FAILED, message, 'invalid', 'identifier', rule);

/** The errors of the data-rights requests (a person's access and erasure), answered by an admin. */
export const DataRightsErrors = {
  identifierRequired: () => identifierError('identifier is required', 'isDefined'),
  identifierTooLong: () => identifierError('identifier must be at most 254 characters', 'maxLength'),
  identifierNotAnEmail: () =>
    identifierError('identifier must be an email address or a UK phone number', 'isEmailOrUkPhone'),
  identifierNotEmailOrPhone: () =>
    identifierError(
      'identifier must be an email address or a UK phone number, such as jane@example.com or 07911 123456',
      'isEmailOrUkPhone',
    ),
  /** Erasure is refused when the records differ from the counts the admin confirmed. */
  countsChanged: () =>
    new DomainError(
      DATA_RIGHTS_ERROR_CODES.COUNTS_CHANGED,
      'The records held for this person changed since the search: search again and confirm the new counts',
      'conflict',
      'expected_counts',
    ),
};
