import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/errors.js';

/** Every error answer of the API has this shape. */
export type ApiErrorBody = Static<typeof S.ApiErrorSchema>;

/** The most field errors one answer lists; the rest are only counted (`more_errors`). */
export const MAX_LISTED_ERRORS = 20;

export type ApiFieldError = Static<typeof S.ApiFieldErrorSchema>;

export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  OUT_OF_AREA: 'OUT_OF_AREA',
  NOT_FOUND: 'NOT_FOUND',
  MALFORMED_JSON: 'MALFORMED_JSON',
  /** Nested too deep, or too many property names and array items: refused before validation. */
  BODY_TOO_COMPLEX: 'BODY_TOO_COMPLEX',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** The Idempotency-Key was used before with a different body (422). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this Idempotency-Key is still being answered (409): retry shortly. */
  IDEMPOTENCY_KEY_IN_USE: 'IDEMPOTENCY_KEY_IN_USE',
  /** A store the request needs cannot be reached (503, with Retry-After): e.g. the dashboard's sessions while Redis is down. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

/** Header a client sends on the public POSTs so that a retry of one submission is answered, not written twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
