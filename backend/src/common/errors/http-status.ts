import type { DomainError, DomainErrorKind } from './domain-error.js';

/** The one mapping from what went wrong to the HTTP status the API answers with. */
export const HTTP_STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'unsupported-format': 415,
  unprocessable: 422,
  'rate-limited': 429,
  unavailable: 503,
};

export function httpStatusOf(error: DomainError): number {
  return HTTP_STATUS_OF_KIND[error.kind];
}
