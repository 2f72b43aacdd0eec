import { DECLINE_NOTE_MAX_LENGTH, DECLINE_REASONS, OPS_ERROR_CODES } from '@physio/api-contract';
import { CommonErrors } from '../../common/errors/common.errors.js';
import { DomainError } from '../../common/errors/domain-error.js';

/** The errors of a physiotherapist's answer to a referral offer. */
export const ReferralErrors = {
  invalidLink: () =>
    new DomainError(
      'REFERRAL_OFFER.INVALID_TOKEN',
      'This link is not valid. Please use the link from your referral email, or contact us.',
      'invalid',
      'token',
    ),
  invalidCheckInLink: () =>
    new DomainError(
      'REFERRAL_CHECK_IN.INVALID_TOKEN',
      'This link is not valid. Please use the link from our email, or contact us.',
      'invalid',
      'token',
    ),
  /** The offer is no longer open to this answer (answered otherwise, lapsed, withdrawn): the message says what it is. */
  notOpen: (message: string) => new DomainError(OPS_ERROR_CODES.CONFLICT, message, 'conflict'),
  reasonRequired: () =>
    CommonErrors.invalidField('reason', `reason must be one of ${DECLINE_REASONS.join(', ')}`, 'one-of'),
  noteRequired: () => CommonErrors.invalidField('note', 'note is required when the reason is "other"', 'required'),
  noteTooLong: () =>
    CommonErrors.invalidField('note', `note must be at most ${DECLINE_NOTE_MAX_LENGTH} characters`, 'max-length'),
  invalidCallTime: () =>
    CommonErrors.invalidField(
      'first_call_at',
      'first_call_at must be a date and time (YYYY-MM-DDTHH:MM, UK time) within the next 90 days',
      'date-time',
    ),
  invalidVisitDate: () =>
    CommonErrors.invalidField(
      'first_visit_on',
      'first_visit_on must be a date (YYYY-MM-DD) from today to a year ahead',
      'date',
    ),
};
