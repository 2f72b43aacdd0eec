import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '@physio/api-contract';

/**
 * react-admin's forms show server-side validation when the data provider rejects with an HttpError whose
 * `body.errors` is `{ field: message }` (and `root.serverError` becomes the notification). The API answers
 * `{ status, code, message, errors: [{ field, rule, message }] }`: this turns one into the other, keeping the
 * API's own fields (code, message) and its list as `fieldErrors`.
 */
export interface FormErrors {
  [field: string]: string | { serverError: string } | undefined;
  root?: { serverError: string };
}

export function formErrorsOf(body: ApiErrorBody): FormErrors | null {
  if (!Array.isArray(body.errors) || body.errors.length === 0) return null;
  const errors: FormErrors = {};
  for (const { field, message } of body.errors) {
    // One message per field: the first broken rule is the one to fix first.
    if (field && errors[field] === undefined) errors[field] = message;
  }
  errors.root = { serverError: body.message };
  return errors;
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).code === 'string';
}

/** The same error with its field errors in react-admin's shape; other errors pass through unchanged. */
export function withFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || !isApiErrorBody(error.body)) return error;
  const errors = formErrorsOf(error.body);
  if (!errors) return error;
  return new HttpError(error.message, error.status, { ...error.body, fieldErrors: error.body.errors, errors });
}

/** The API's error code of a failed request, if it answered with one. */
export function apiErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  return isApiErrorBody(body) ? body.code : undefined;
}

/** A sentence for a person: the API's message, or a plain fallback when the request never got an answer. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError && error.message) return error.message;
  if (error instanceof Error && error.message && error.message !== 'Failed to fetch') return error.message;
  return 'The dashboard could not reach the server. Check your connection and try again.';
}
