import { COVERAGE_ERROR_CODES } from '@physio/api-contract';
import { CommonErrors } from '../../common/errors/common.errors.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { INVALID_POSTCODE_MESSAGE } from './uk-postcode.js';

/** The errors of coverage: postcodes, the districts covered, and the coordinators' coverage changes. */
export const CoverageErrors = {
  /** A form's postcode that is not a UK postcode (VALIDATION_FAILED naming `postcode`). */
  invalidPostcode: () => CommonErrors.invalidField('postcode', INVALID_POSTCODE_MESSAGE),
  /** The postcode a coverage check was asked about is not a UK postcode. */
  invalidPostcodeToCheck: () => new DomainError('INVALID_POSTCODE', INVALID_POSTCODE_MESSAGE, 'invalid', 'postcode'),
  districtNotFound: () => new NotFoundError('Postcode district'),
  changeNotFound: () => new NotFoundError('Coverage change'),
  noCodes: () =>
    new DomainError('COVERAGE.NO_CODES', 'Name at least one postcode district (CB1) or area (NR)', 'invalid', 'codes'),
  unknownCodes: (bad: readonly string[]) =>
    new DomainError(
      'COVERAGE.UNKNOWN_CODES',
      `Unknown postcode district or area: ${bad.join(', ')}`,
      'invalid',
      'codes',
    ),
  /** The refusal of an activation that names districts no active physiotherapist reaches. */
  unreachable: (unreachable: readonly string[]) => {
    const shown =
      unreachable.slice(0, 50).join(', ') + (unreachable.length > 50 ? ` and ${unreachable.length - 50} more` : '');
    return new DomainError(
      COVERAGE_ERROR_CODES.UNREACHABLE,
      `No active physiotherapist's travel radius reaches ${unreachable.length === 1 ? 'this district' : `these ${unreachable.length} districts`}: ${shown}. ` +
        'Families there could never be matched, so they stay on the waitlist. Activate the others, or add or widen a physiotherapist first. Nothing was changed.',
      'unprocessable',
      'codes',
    );
  },
};
