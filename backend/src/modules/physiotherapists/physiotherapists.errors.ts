import { OFFERS_PAUSE_MAX_DAYS, OPS_ERROR_CODES } from '@physio/api-contract';
import { CommonErrors } from '../../common/errors/common.errors.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';

/** The errors of the physiotherapists' records the coordinators keep. */
export const PhysiotherapistErrors = {
  notFound: () => new NotFoundError('Physiotherapist'),
  invalidAvailabilityLink: () =>
    new DomainError(
      'PHYSIOTHERAPIST.INVALID_TOKEN',
      'This link is not valid. Please use the link from one of our referral emails, or ask for a new one.',
      'invalid',
      'token',
    ),
  unknownBaseDistrict: (district: string) =>
    CommonErrors.invalidField('base_district', `base_district ${district} is not a UK postcode district`, 'exists'),
  /**
   * A base district we do not cover: families there are not offered anyone yet, and the coordinator may have mistyped
   * it. Saved only when they confirm (outside_coverage_confirmed), as the dashboard's warning asks them to.
   */
  outsideCoverage: (district: string) =>
    new DomainError(
      OPS_ERROR_CODES.OUTSIDE_COVERAGE,
      `base_district ${district} is outside the areas we cover; send outside_coverage_confirmed: true to save it anyway`,
      'conflict',
      'base_district',
      'covered',
    ),
  duplicateHcpc: (hcpcNumber: string) =>
    CommonErrors.invalidField('hcpc_number', `Another physiotherapist already has HCPC number ${hcpcNumber}`, 'unique'),
  invalidPause: () =>
    CommonErrors.invalidField(
      'until',
      `until must be a date (yyyy-mm-dd) from today to ${OFFERS_PAUSE_MAX_DAYS} days ahead, or null to resume offers`,
      'date',
    ),
  /** A physiotherapist who was matched with families is kept (deactivated), so those requests keep their history. */
  hasMatches: (name: string, matchCount: number) =>
    new DomainError(
      OPS_ERROR_CODES.CONFLICT,
      `${name} has been matched with ${matchCount} ${matchCount === 1 ? 'family' : 'families'}: deactivate them instead, so those requests keep their history`,
      'conflict',
    ),
};
