import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';

/** The errors of the demand reports. */
export const DemandErrors = {
  /** The period asked for is not one (a date that cannot be read, or a start after its end). */
  invalidPeriod: (message: string) => new DomainError('DEMAND.INVALID_PERIOD', message, 'invalid'),
  /** A postcode district or area the report was asked about that does not exist. */
  placeNotFound: (kind: string, name: string) => new NotFoundError(`Postcode ${kind} ${name}`),
};
