import { ERROR_CODES } from '@physio/api-contract';
import { DomainError, NotFoundError } from './domain-error.js';

/** Errors every module may raise: a field that broke a rule its DTO could not check, a record that is not there. */
export const CommonErrors = {
  /** VALIDATION_FAILED naming the field; the rule defaults to the code. */
  invalidField: (field: string, message: string, rule?: string) =>
    new DomainError(ERROR_CODES.VALIDATION_FAILED, message, 'invalid', field, rule),
  notFound: (what: string) => new NotFoundError(what),
};
