import { ERROR_CODES } from '@physio/api-contract';
import { DomainError } from '../errors/domain-error.js';

/** The errors of the request-input gate: bodies it cannot read, before any controller sees them. */
export const RequestInputErrors = {
  unsupportedMediaType: () =>
    new DomainError(
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      'Send the request body as JSON in UTF-8 (Content-Type: application/json)',
      'unsupported-format',
    ),
  formNotUtf8: () => new DomainError(ERROR_CODES.MALFORMED_JSON, 'The form is not valid UTF-8', 'invalid'),
  /** A form that repeats a name, or names one no object may have (__proto__). */
  formNameRefused: (field: string) =>
    new DomainError(ERROR_CODES.MALFORMED_JSON, `The form may not name ${field} (twice, or at all)`, 'invalid'),
  malformedJson: (detail: string) =>
    new DomainError(
      ERROR_CODES.MALFORMED_JSON,
      detail ? `The request body is not valid JSON: ${detail}` : 'The request body is not valid JSON',
      'invalid',
    ),
  tooComplex: (limit: 'maxDepth' | 'maxMembers', max: number, field?: string) =>
    new DomainError(
      ERROR_CODES.BODY_TOO_COMPLEX,
      limit === 'maxDepth'
        ? `The request body nests objects and arrays more than ${max} deep (limit maxDepth: ${max})`
        : `The request body has more than ${max} property names and array items (limit maxMembers: ${max})`,
      'invalid',
      field,
      limit,
    ),
};
