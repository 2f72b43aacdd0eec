import { CommonErrors } from '../common/errors/common.errors.js';
import type { DomainError } from '../common/errors/domain-error.js';
import { toErrorBody } from '../common/errors/global-exception.filter.js';
import { RequestInputErrors } from '../common/request-input/request-input.errors.js';
import { IdempotencyErrors } from '../infra/idempotency/idempotency.errors.js';
import { AuditErrors } from './audit/audit.errors.js';
import { AuthErrors } from './auth/auth.errors.js';
import { CoverageErrors } from './coverage/coverage.errors.js';
import { DataRightsErrors } from './data-rights/data-rights.errors.js';
import { DemandErrors } from './demand/demand.errors.js';
import { EnquiryErrors } from './enquiries/enquiries.errors.js';
import { FinderRequestErrors } from './finder-requests/finder-requests.errors.js';
import { PhysiotherapistErrors } from './physiotherapists/physiotherapists.errors.js';
import { QueueHealthErrors } from './queue-health/queue-health.errors.js';
import { RateLimitErrors } from './rate-limit/rate-limit.errors.js';
import { WaitlistErrors } from './waitlist/waitlist.errors.js';

/** The answers the API gave before errors had kinds: the status, code and named field of each declared error. */
const answers: [string, DomainError, number, string, string | null][] = [
  [
    'a field that broke a rule',
    CommonErrors.invalidField('postcode', 'bad', 'isUkPostcode'),
    400,
    'VALIDATION_FAILED',
    'postcode',
  ],
  ['a record that is not there', CommonErrors.notFound('Record'), 404, 'NOT_FOUND', null],
  ['a form body not in JSON', RequestInputErrors.unsupportedMediaType(), 415, 'UNSUPPORTED_MEDIA_TYPE', null],
  ['a form not in UTF-8', RequestInputErrors.formNotUtf8(), 400, 'MALFORMED_JSON', null],
  ['a form naming a field twice', RequestInputErrors.formNameRefused('token'), 400, 'MALFORMED_JSON', null],
  ['a body that is not JSON', RequestInputErrors.malformedJson('unexpected end'), 400, 'MALFORMED_JSON', null],
  ['a body nested too deep', RequestInputErrors.tooComplex('maxDepth', 32, 'a.a'), 400, 'BODY_TOO_COMPLEX', 'a.a'],
  ['an idempotency key reused', IdempotencyErrors.keyReused(), 422, 'IDEMPOTENCY_KEY_REUSED', null],
  ['an idempotency key in use', IdempotencyErrors.keyInUse(true), 409, 'IDEMPOTENCY_KEY_IN_USE', null],
  ['a rate limit', RateLimitErrors.tooManyRequests('client', 30), 429, 'RATE_LIMITED', null],
  ['nobody signed in', AuthErrors.unauthenticated(), 401, 'AUTH.UNAUTHENTICATED', null],
  ['wrong credentials', AuthErrors.invalidCredentials(), 401, 'AUTH.INVALID_CREDENTIALS', null],
  ['a wrong current password', AuthErrors.wrongCurrentPassword(), 400, 'AUTH.INVALID_CREDENTIALS', 'current_password'],
  ['a wrong second-factor code', AuthErrors.invalidTotp(), 401, 'AUTH.INVALID_TOTP', null],
  ['an expired sign-in challenge', AuthErrors.challengeExpired(), 401, 'AUTH.INVALID_TOTP', null],
  ['a wrong enrolment code', AuthErrors.invalidEnrolmentCode(), 400, 'AUTH.INVALID_TOTP', 'code'],
  ['an expired enrolment', AuthErrors.enrolmentExpired(), 400, 'AUTH.INVALID_TOTP', 'setup_token'],
  ['a role that may not', AuthErrors.forbidden(), 403, 'AUTH.FORBIDDEN', null],
  ['a missing CSRF token', AuthErrors.csrf(), 403, 'AUTH.CSRF_TOKEN_MISSING', null],
  ['too many sign-in failures', AuthErrors.throttled(60), 429, 'AUTH.THROTTLED', null],
  ['a weak password', AuthErrors.weakPassword('new_password', 'too short'), 400, 'VALIDATION_FAILED', 'new_password'],
  ['an unknown account', AuthErrors.accountNotFound(), 404, 'NOT_FOUND', null],
  ['a bad username', AuthErrors.invalidUsername(), 400, 'VALIDATION_FAILED', 'username'],
  ['a username changed', AuthErrors.usernameUnchangeable(), 400, 'VALIDATION_FAILED', 'username'],
  ['a username taken', AuthErrors.usernameTaken('jane'), 409, 'OPS.CONFLICT', 'username'],
  ['an account change refused', AuthErrors.accountChangeRefused('last admin', 'role'), 409, 'OPS.CONFLICT', 'role'],
  ['an unknown finder request', FinderRequestErrors.notFound(), 404, 'NOT_FOUND', null],
  ['a postcode out of area', FinderRequestErrors.outOfArea('EH1 1AA', 'EH1'), 422, 'OUT_OF_AREA', 'postcode'],
  [
    'a bad confirmation link',
    FinderRequestErrors.invalidConfirmationLink(),
    400,
    'FINDER_REQUEST.INVALID_TOKEN',
    'token',
  ],
  ['an action the request refuses', FinderRequestErrors.refused('already matched'), 409, 'OPS.CONFLICT', null],
  ['a rematch refused', FinderRequestErrors.rematchRefused(true), 409, 'OPS.CONFLICT', null],
  ['a postcode that is not one', CoverageErrors.invalidPostcode(), 400, 'VALIDATION_FAILED', 'postcode'],
  ['a postcode to check that is not one', CoverageErrors.invalidPostcodeToCheck(), 400, 'INVALID_POSTCODE', 'postcode'],
  ['an unknown district', CoverageErrors.districtNotFound(), 404, 'NOT_FOUND', null],
  ['an unknown coverage change', CoverageErrors.changeNotFound(), 404, 'NOT_FOUND', null],
  ['no coverage codes', CoverageErrors.noCodes(), 400, 'COVERAGE.NO_CODES', 'codes'],
  ['unknown coverage codes', CoverageErrors.unknownCodes(['ZZ9']), 400, 'COVERAGE.UNKNOWN_CODES', 'codes'],
  ['districts nobody reaches', CoverageErrors.unreachable(['CB1']), 422, 'COVERAGE.UNREACHABLE', 'codes'],
  ['an unknown physiotherapist', PhysiotherapistErrors.notFound(), 404, 'NOT_FOUND', null],
  [
    'an unknown base district',
    PhysiotherapistErrors.unknownBaseDistrict('ZZ9'),
    400,
    'VALIDATION_FAILED',
    'base_district',
  ],
  ['a duplicate HCPC number', PhysiotherapistErrors.duplicateHcpc('PH1'), 400, 'VALIDATION_FAILED', 'hcpc_number'],
  ['a matched physiotherapist deleted', PhysiotherapistErrors.hasMatches('Ann', 2), 409, 'OPS.CONFLICT', null],
  ['an unknown waitlist entry', WaitlistErrors.entryNotFound(), 404, 'NOT_FOUND', null],
  ['a bad leave link', WaitlistErrors.invalidLeaveLink(), 400, 'WAITLIST.INVALID_TOKEN', 'token'],
  ['an unknown enquiry', EnquiryErrors.notFound(), 404, 'NOT_FOUND', null],
  ['an unknown audit entry', AuditErrors.entryNotFound(), 404, 'NOT_FOUND', null],
  ['a bad demand period', DemandErrors.invalidPeriod('from must not be after to'), 400, 'DEMAND.INVALID_PERIOD', null],
  ['an unknown demand place', DemandErrors.placeNotFound('area', 'ZZ'), 404, 'NOT_FOUND', null],
  ['no identifier', DataRightsErrors.identifierRequired(), 400, 'VALIDATION_FAILED', 'identifier'],
  ['an identifier too long', DataRightsErrors.identifierTooLong(), 400, 'VALIDATION_FAILED', 'identifier'],
  [
    'counts changed before erasure',
    DataRightsErrors.countsChanged(),
    409,
    'DATA_RIGHTS.COUNTS_CHANGED',
    'expected_counts',
  ],
  ['a queue that is not one', QueueHealthErrors.invalidQueue(['mail']), 400, 'VALIDATION_FAILED', 'queue'],
  ['a job id that is not one', QueueHealthErrors.invalidJobId(), 400, 'VALIDATION_FAILED', 'job_id'],
  ['an unknown job', QueueHealthErrors.jobNotFound(), 404, 'NOT_FOUND', null],
  ['a job that is not failed', QueueHealthErrors.jobNotFailed('retried', 'active'), 409, 'OPS.CONFLICT', null],
  ['a job changed meanwhile', QueueHealthErrors.jobChangedMeanwhile('removed'), 409, 'OPS.CONFLICT', null],
  ['queues unreachable', QueueHealthErrors.redisUnavailable(), 503, 'QUEUE_HEALTH.REDIS_UNAVAILABLE', null],
];

describe('each module’s declared errors', () => {
  it.each(answers)('answer %s as before', (_what, error, status, code, field) => {
    const body = toErrorBody(error);
    expect(body).toMatchObject({ status, code, message: error.message });
    if (field) expect(body.errors).toEqual([{ field, rule: error.rule, message: error.message }]);
    else expect(body).not.toHaveProperty('errors');
  });
});
