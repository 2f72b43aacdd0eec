import { Type } from '@sinclair/typebox';
import { CONDITIONS } from '../conditions.js';
import { URGENCIES } from '../urgency.js';
import { OPS_ROLES } from '../ops/auth.js';
import { DBS_LEVELS } from '../ops/physiotherapists.js';
import { CALL_OUTCOMES, OPS_REQUEST_STATUSES } from '../ops/finder-requests.js';
import { ENQUIRY_ENTRY_KINDS, ENQUIRY_STATUSES } from '../ops/enquiries.js';
import { QUEUE_HEALTH_INCIDENT_KINDS } from '../ops/queue-health.js';
import { DATA_RIGHTS_KINDS } from '../ops/data-rights.js';
import { COVERAGE_ACTIONS } from '../ops/coverage.js';
import { QUEUE_REASONS } from '../referral-values.js';
import { DEMAND_CONDITIONS, DEMAND_GROUPS, DEMAND_PERIODS } from '../ops/demand.js';
import { DateOnly, DateTime, Described, Nullable, Obj, OneOf, Uuid } from './builders.js';

/** The answers of the operations dashboard's API (/api/ops/*), declared once: see builders.ts. */

// ---- sign-in and accounts

export const OpsIdentitySchema = Obj(
  {
    id: Type.Integer(),
    username: Type.String(),
    display_name: Type.String(),
    role: OneOf(OPS_ROLES),
    totp_enabled: Type.Boolean(),
    password_change_required: Type.Boolean({
      description:
        'The password was set by an administrator and works once: until POST /api/ops/auth/password, every other ops request answers 403 AUTH.PASSWORD_CHANGE_REQUIRED',
    }),
    passkey_required: Type.Boolean({
      description:
        'The account’s role signs in with a passkey and the account has none: until one is added (POST /api/ops/auth/passkeys), every other ops request answers 403 AUTH.PASSKEY_REQUIRED',
    }),
  },
  { title: 'OpsIdentity' },
);

export const OpsSessionViewSchema = Obj(
  {
    account: OpsIdentitySchema,
    csrf_token: Type.String({
      description: 'Send it back in the x-csrf-token header of every POST, PUT, PATCH and DELETE',
    }),
    idle_expires_at: DateTime({ description: 'When the session ends if no request comes before' }),
    absolute_expires_at: DateTime({ description: 'When the session ends at the latest' }),
  },
  { title: 'OpsSessionView' },
);

/** WebAuthn options as @simplewebauthn/browser takes them (their shape is the WebAuthn standard's JSON form). */
const WebAuthnOptions = (description: string) =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', required: ['challenge'], description });

export const OpsPasskeySignInOptionsSchema = Obj(
  {
    challenge: Type.String({ description: 'For POST /api/ops/auth/passkey (5 minutes, one use)' }),
    passkey_options: WebAuthnOptions(
      'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get: no credentials listed (the browser offers the passkeys it holds for this site), user verification required',
    ),
  },
  {
    title: 'OpsPasskeySignInOptions',
    description:
      'A sign-in with a passkey alone: no username or password (the passkey names its account and verifies the person).',
  },
);

export const OpsLoginResponseSchema = Type.Union(
  [
    Obj({ status: Type.Literal('signed-in'), session: OpsSessionViewSchema }),
    Obj({
      status: Type.Literal('totp-required'),
      challenge: Type.String({ description: 'For POST /api/ops/auth/totp (5 minutes)' }),
    }),
    Obj({
      status: Type.Literal('totp-setup-required'),
      challenge: Type.String(),
      totp_secret: Type.String(),
      otpauth_uri: Type.String(),
    }),
    Obj({
      status: Type.Literal('passkey-required'),
      challenge: Type.String({
        description: 'For POST /api/ops/auth/passkey (or /totp when totp_allowed) (5 minutes)',
      }),
      passkey_options: WebAuthnOptions(
        'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get (one of the account’s passkeys, user verification required)',
      ),
      totp_allowed: Type.Boolean({
        description:
          'The account also has an authenticator app and its role does not require passkeys: a code at POST /totp works too (a recovery code always does)',
      }),
    }),
  ],
  {
    title: 'OpsLoginResponse',
    description:
      'signed-in sets the session cookie; totp-required and totp-setup-required carry a short-lived challenge for POST /api/ops/auth/totp (the setup variant also the secret to enrol); passkey-required (an account with passkeys) one for POST /api/ops/auth/passkey.',
  },
);

export const OpsReauthenticateResponseSchema = Obj(
  {
    reauthenticated_until: DateTime({
      description: 'Until when this session may end the account’s other sessions without the password again',
    }),
  },
  { title: 'OpsReauthenticateResponse' },
);

export const OpsPasskeySchema = Obj(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'What its owner called it' }),
    created_at: DateTime({ description: 'When it was registered' }),
    last_used_at: Nullable(DateTime({ description: 'Its latest sign-in' })),
  },
  {
    title: 'OpsPasskey',
    description: 'One of the signed-in account’s passkeys (its public key never leaves the server).',
  },
);

export const OpsPasskeyRegistrationOptionsSchema = Obj(
  {
    setup_token: Type.String({ description: 'For POST /api/ops/auth/passkeys (5 minutes, once)' }),
    options: WebAuthnOptions('PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create'),
  },
  { title: 'OpsPasskeyRegistrationOptions' },
);

export const OpsChangePasswordResponseSchema = Obj(
  {
    sessions_ended: Type.Integer({ minimum: 0, description: 'How many other sessions of the account were ended' }),
    session: OpsSessionViewSchema,
  },
  {
    title: 'OpsChangePasswordResponse',
    description: 'The session goes on under a new id (a new cookie) and a new CSRF token: the old ones no longer work.',
  },
);

export const OpsOwnSessionRowSchema = Obj(
  {
    id: Type.String({ description: 'The session’s public id (a hash of the cookie’s id, which is never shown)' }),
    device: Type.String({ description: 'Browser and system, as the browser named them at sign-in' }),
    created_at: DateTime({ description: 'When it signed in' }),
    last_seen_at: DateTime({ description: 'Its latest request' }),
    current: Type.Boolean({ description: 'Whether it is the session asking' }),
  },
  { title: 'OpsOwnSessionRow', description: 'One of the signed-in account’s live sessions (its own only).' },
);

export const OpsTotpSetupResponseSchema = Obj(
  { totp_secret: Type.String(), otpauth_uri: Type.String(), setup_token: Type.String() },
  { title: 'OpsTotpSetupResponse' },
);

const RecoveryCodes = Type.Array(Type.String(), {
  minItems: 10,
  maxItems: 10,
  description: 'Ten single-use codes, each usable once instead of a TOTP code at sign-in; shown this once only',
});

export const OpsTotpEnableResponseSchema = Obj(
  { ...OpsSessionViewSchema.properties, recovery_codes: RecoveryCodes },
  { title: 'OpsTotpEnableResponse' },
);

export const OpsRecoveryCodesResponseSchema = Obj(
  { recovery_codes: RecoveryCodes },
  { title: 'OpsRecoveryCodesResponse', description: 'The new codes; the earlier ones no longer work.' },
);

export const OpsAccountSchema = Obj(
  {
    id: Type.Integer(),
    username: Type.String(),
    display_name: Type.String(),
    role: OneOf(OPS_ROLES),
    active: Type.Boolean(),
    totp_enabled: Type.Boolean(),
    last_sign_in_at: Nullable(DateTime()),
    created_at: DateTime(),
    sign_in_slowed_until: Nullable(
      DateTime({
        description:
          'Until when sign-in is slowed by failed attempts (a lockout: POST /accounts/{id}/unlock clears it); null when it is not',
      }),
    ),
  },
  { title: 'OpsAccount', description: 'Passwords are write-only; hashes never leave the server.' },
);

/** A one-time enrolment link as it is shown once to the administrator who issued it. */
const EnrolmentLinkFields = {
  url: Type.String({
    description:
      'The link to hand to the person (<dashboard>/ops/enrol#<token>); shown this once only, the server keeps only a keyed hash of the token',
  }),
  expires_at: DateTime({ description: 'When the link stops working (unless used before)' }),
};

export const OpsEnrolmentLinkSchema = Obj(
  { id: Type.Integer({ description: 'The account' }), ...EnrolmentLinkFields },
  {
    title: 'OpsEnrolmentLink',
    description: 'The account’s one live enrolment link: any link issued to it before no longer works.',
  },
);

export const OpsAccountCreatedSchema = Obj(
  {
    ...OpsAccountSchema.properties,
    enrolment_link: Type.Optional(
      Obj(EnrolmentLinkFields, {
        description:
          'In production only: the one-time link through which the person chooses a password and sets up their authenticator app',
      }),
    ),
  },
  { title: 'OpsAccountCreated', description: 'The new account; in production with its enrolment link.' },
);

export const OpsEnrolmentStartResponseSchema = Obj(
  {
    display_name: Type.String({ description: 'Whom the link is for' }),
    username: Type.String(),
    challenge: Type.String({ description: 'For POST /api/ops/auth/enrolment/complete (10 minutes)' }),
    totp_secret: Type.String({ description: 'A new secret for the authenticator app (base32)' }),
    otpauth_uri: Type.String({ description: 'The same secret as an otpauth:// URI, for a QR code' }),
  },
  { title: 'OpsEnrolmentStartResponse' },
);

export const OpsEnrolmentCompleteResponseSchema = Obj(
  { session: OpsSessionViewSchema, recovery_codes: RecoveryCodes },
  {
    title: 'OpsEnrolmentCompleteResponse',
    description: 'Signed in (the session cookie is set); the recovery codes are shown this once only.',
  },
);

export const OpsEndSessionsResponseSchema = Obj(
  { id: Type.Integer(), sessions_ended: Type.Integer({ minimum: 0 }) },
  { title: 'OpsEndSessionsResponse' },
);

export const OpsUnlockSignInResponseSchema = Obj(
  {
    id: Type.Integer(),
    failed_attempts_cleared: Type.Integer({ minimum: 0, description: 'Failed sign-in attempts forgotten' }),
  },
  { title: 'OpsUnlockSignInResponse' },
);

export const OpsSignInRuleSchema = Obj(
  {
    id: OneOf(OPS_ROLES, { description: 'The role (one rule per role)' }),
    passkey_required: Type.Boolean({
      description:
        'Accounts of this role sign in with a passkey: the password and an authenticator app code no longer do (a recovery code still does, for a lost passkey), and an account without a passkey must add one before anything else',
    }),
    active_accounts: Type.Integer({ minimum: 0 }),
    accounts_without_passkey: Type.Integer({ minimum: 0, description: 'Active accounts of this role with no passkey' }),
    updated_at: Nullable(DateTime()),
  },
  { title: 'OpsSignInRule', description: 'How accounts of one role sign in (GET and PUT /api/ops/sign-in-rules).' },
);

export const OpsAuditEntrySchema = Obj(
  {
    id: Type.Integer(),
    at: DateTime(),
    account_id: Nullable(Type.Integer()),
    username: Nullable(Type.String()),
    action: Type.String({ description: 'e.g. sign-in, sign-in-failed, view, create, update, delete, export, assign' }),
    resource: Nullable(Type.String()),
    record_id: Nullable(Type.String()),
    record_label: Nullable(Type.String(), {
      description:
        "The record as the dashboard names it, resolved when read (never stored): a request's short reference, a physiotherapist's name; null for records named by no more than their id",
    }),
    details: Nullable(Type.Record(Type.String(), Type.Unknown()), {
      description: 'What changed, by field name; never the personal values themselves',
    }),
  },
  { title: 'OpsAuditEntry' },
);

// ---- physiotherapists

const physiotherapistFields = {
  name: Type.String(),
  hcpc_number: Type.String({ pattern: '^PH\\d{6}$' }),
  hcpc_checked_on: Described(DateOnly(), 'yyyy-mm-dd'),
  dbs_level: OneOf(DBS_LEVELS),
  dbs_checked_on: DateOnly(),
  dbs_certificate_number: Described(
    Nullable(Type.String({ pattern: '^\\d{12}$' })),
    'The DBS certificate number (12 digits, printed on the certificate); null where it was not recorded',
  ),
  specialties: Type.Array(OneOf(CONDITIONS)),
  base_district: Type.String(),
  travel_radius_miles: Type.Number(),
  areas: Type.Array(Type.String()),
  qualifications: Type.Array(Type.String()),
  bio: Type.String(),
  experience_years: Type.Integer(),
  weekly_capacity: Type.Integer(),
  accepts_urgent: Type.Boolean(),
  languages: Type.Array(Type.String()),
  session_price_min_gbp: Type.Number(),
  session_price_max_gbp: Type.Number(),
  profile_url: Nullable(Type.String()),
  contact_email: Type.String(),
  active: Type.Boolean(),
};

export const OpsPhysiotherapistSchema = Obj(
  {
    id: Type.Integer(),
    ...physiotherapistFields,
    matched_this_week: Type.Integer({
      description: 'Families matched this week (Monday, UTC) against weekly_capacity',
    }),
    match_count: Type.Integer({ description: 'All-time matches; one with any can be deactivated, not deleted' }),
    hcpc_check_overdue: Type.Boolean(),
    dbs_check_overdue: Type.Boolean(),
    offers_paused_until: Nullable(
      DateOnly({ description: 'No new referral is offered to them up to and including this day; null: not paused' }),
    ),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { title: 'OpsPhysiotherapist' },
);

// ---- finder requests

const finderRequestRowFields = {
  id: Uuid(),
  district: Type.String(),
  condition: OneOf(CONDITIONS),
  urgency: OneOf(URGENCIES),
  status: OneOf(OPS_REQUEST_STATUSES),
  created_at: DateTime(),
  reply_due_at: DateTime({ description: 'created_at + 24 h; past it while still unanswered, the promise is broken' }),
  needs_attention: Type.Boolean(),
  matched_physiotherapist_id: Nullable(Type.Integer()),
  matched_physiotherapist_name: Nullable(Type.String()),
  has_contact_details: Type.Boolean(),
  awaits_call: Type.Boolean({
    description: 'Unconfirmed with a phone number, consent and no email: only a coordinator’s call can confirm it',
  }),
  queue_reason: Nullable(OneOf(QUEUE_REASONS), {
    description:
      "Why it is in the queue beyond its status: the family's check-in answer, or two offers that came to nothing",
  }),
  owner_id: Nullable(Type.Integer({ description: 'The coordinator who has taken the request ("assign to me")' })),
  owner_name: Nullable(Type.String({ description: 'Their name when they took it' })),
  follow_up_on: Nullable(
    DateOnly({
      description: 'The London day it comes back to the top of the queue; until then it is not "needing attention"',
    }),
  ),
  last_called_at: Nullable(DateTime({ description: 'The last call to the family a coordinator logged' })),
  last_call_outcome: Nullable(OneOf(CALL_OUTCOMES)),
};

export const OpsFinderRequestRowSchema = Obj(finderRequestRowFields, {
  title: 'OpsFinderRequestRow',
  description: 'List rows carry no contact details.',
});

export const OpsScoreBreakdownSchema = Obj(
  {
    total: Type.Number(),
    specialty_fit: Type.Number(),
    proximity: Type.Number(),
    capacity: Type.Number(),
    experience: Type.Number(),
    distance_miles: Type.Number(),
  },
  { title: 'OpsScoreBreakdown' },
);

export const OpsCandidateSchema = Obj(
  {
    physiotherapist_id: Type.Integer(),
    name: Type.String(),
    eligible: Type.Boolean(),
    score: Nullable(OpsScoreBreakdownSchema),
    distance_miles: Type.Number(),
    travel_radius_miles: Type.Number(),
    within_radius: Type.Boolean(),
    has_specialty: Type.Boolean(),
    main_specialty: Type.Boolean(),
    matched_this_week: Type.Integer(),
    weekly_capacity: Type.Integer(),
    has_capacity: Type.Boolean(),
    accepts_urgent: Type.Boolean(),
    reasons: Type.Array(Type.String(), {
      description: 'Plain reasons a coordinator reads, e.g. "9.2 miles, beyond a 8-mile radius"',
    }),
  },
  { title: 'OpsCandidate', description: 'One physiotherapist considered for a request, with why they fit or do not.' },
);

export const OpsRequestNoteSchema = Obj(
  { id: Type.Integer(), author: Type.String(), body: Type.String(), created_at: DateTime() },
  { title: 'OpsRequestNote' },
);

/** A message from the contact form that quotes a request's reference. */
export const OpsRequestEnquirySchema = Obj(
  {
    id: Uuid(),
    name: Type.String(),
    subject: Type.String(),
    status: OneOf(ENQUIRY_STATUSES),
    created_at: DateTime(),
  },
  { title: 'OpsRequestEnquiry' },
);

export const OpsFinderRequestDetailSchema = Obj(
  {
    ...finderRequestRowFields,
    postcode: Type.String(),
    contact_name: Nullable(Type.String()),
    contact_email: Nullable(Type.String()),
    contact_phone: Nullable(Type.String()),
    additional_info: Nullable(Type.String()),
    consent_given_at: Nullable(DateTime()),
    matched_at: Nullable(DateTime()),
    match_score: Nullable(OpsScoreBreakdownSchema),
    assigned_by: Nullable(Type.String()),
    over_capacity_reason: Nullable(Type.String()),
    cancel_reason: Nullable(Type.String()),
    status_changed_at: Nullable(DateTime()),
    notes: Type.Array(OpsRequestNoteSchema),
    candidates: Type.Array(OpsCandidateSchema),
    enquiries: Type.Array(OpsRequestEnquirySchema, {
      description: 'Contact-form messages that quote this request’s reference, oldest first',
    }),
  },
  { title: 'OpsFinderRequestDetail', description: 'The record with the family’s details (the view is audited).' },
);

// ---- enquiries

const enquiryRowFields = {
  id: Uuid(),
  name: Type.String(),
  subject: Type.String(),
  is_consultation: Type.Boolean(),
  status: OneOf(ENQUIRY_STATUSES),
  created_at: DateTime(),
  handled_by: Nullable(Type.String()),
  handled_at: Nullable(DateTime()),
};

export const OpsEnquiryRowSchema = Obj(enquiryRowFields, {
  title: 'OpsEnquiryRow',
  description: 'List rows name the sender (coordinators need it to triage) but not the message.',
});

export const OpsEnquiryEntrySchema = Obj(
  {
    id: Type.Integer(),
    kind: OneOf(ENQUIRY_ENTRY_KINDS),
    author: Type.String({ description: 'Who wrote the note or sent the reply, as named then' }),
    body: Type.String(),
    created_at: DateTime({ description: 'When it was written, or the reply sent (handed to our email pipeline)' }),
  },
  { title: 'OpsEnquiryEntry', description: "One entry of an enquiry's history: a note or a reply. Never changed." },
);

export const OpsEnquiryDetailSchema = Obj(
  {
    ...enquiryRowFields,
    email: Type.String(),
    phone: Nullable(Type.String()),
    message: Type.String(),
    preferred_time: Nullable(Type.String({ description: 'For consultation requests, read from the message' })),
    history: Type.Array(OpsEnquiryEntrySchema, { description: 'Notes and replies, oldest first' }),
    finder_request_id: Nullable(Uuid({ description: 'The finder request whose reference the message quotes' })),
  },
  { title: 'OpsEnquiryDetail', description: 'One enquiry (each view is audited).' },
);

// ---- waitlist

const waitlistRowFields = {
  id: Uuid(),
  district: Type.String(),
  area: Type.String(),
  post_town: Nullable(Type.String()),
  condition: Nullable(OneOf(CONDITIONS)),
  notified: Type.Boolean({ description: 'Told that we now cover their district (once, when it was activated)' }),
  notified_at: Nullable(DateTime()),
  created_at: DateTime(),
  district_covered: Type.Boolean({ description: 'Whether the district is covered now' }),
};

export const OpsWaitlistRowSchema = Obj(waitlistRowFields, {
  title: 'OpsWaitlistRow',
  description: 'No name, email or postcode: opening an entry shows them and is audited.',
});

export const OpsWaitlistEntryDetailSchema = Obj(
  { ...waitlistRowFields, name: Type.String(), email: Type.String(), postcode: Type.String() },
  { title: 'OpsWaitlistEntryDetail' },
);

// ---- background work and home

export const OpsQueueCountsSchema = Obj(
  {
    queue: Type.String(),
    waiting: Described(Type.Integer(), 'Waiting to run, priority ones included'),
    active: Type.Integer(),
    delayed: Described(Type.Integer(), "Waiting for a retry's back-off or a scheduled time"),
    failed: Described(Type.Integer(), 'Used up their attempts (or failed for good): they wait for a person'),
    completed: Described(Type.Integer(), "Kept for a day after they ran (see the queues' removeOnComplete)"),
  },
  { title: 'OpsQueueCounts' },
);

export const OpsFailedJobSchema = Obj(
  {
    queue: Type.String(),
    job_id: Type.String(),
    name: Type.String({ description: 'The job’s kind, e.g. send-email, match-finder-request' }),
    template: Described(Nullable(Type.String()), 'The email template, for mail jobs; null otherwise'),
    record_ids: Type.Array(Type.String(), { description: 'Ids of the records the job is about: ids only' }),
    error: Type.String({ description: 'The error as it may be logged: statements and values never' }),
    attempts_made: Type.Integer(),
    created_at: Nullable(DateTime()),
    failed_at: Nullable(DateTime()),
  },
  { title: 'OpsFailedJob' },
);

export const OpsQueueIncidentSchema = Obj(
  {
    id: Type.String(),
    kind: OneOf(QUEUE_HEALTH_INCIDENT_KINDS),
    opened_at: DateTime(),
    alert_queued: Described(
      Type.Boolean(),
      "Whether the coordinators' alert email has been queued (once per incident)",
    ),
  },
  { title: 'OpsQueueIncident' },
);

export const OpsQueueHealthSchema = Obj(
  {
    redis: OneOf(['up', 'down'] as const, { description: 'down: queue counts and failed jobs are unknown (empty)' }),
    checked_at: DateTime(),
    queues: Type.Array(OpsQueueCountsSchema),
    outbox: Obj({
      rows: Type.Integer({ description: 'Events written but not yet handed to the queues' }),
      oldest_created_at: Nullable(DateTime()),
      oldest_age_seconds: Nullable(Type.Number()),
      max_age_seconds: Type.Number({ description: 'Older than this is an incident' }),
    }),
    failed_jobs: Described(
      Type.Array(OpsFailedJobSchema),
      'The newest failed jobs of each queue (at most OPS_FAILED_JOBS_PER_QUEUE each; the counts say how many in all)',
    ),
    incidents: Described(Type.Array(OpsQueueIncidentSchema), 'Open incidents (each emailed to the coordinators once)'),
  },
  { title: 'OpsQueueHealth' },
);

export const OpsJobActionResultSchema = Obj(
  { queue: Type.String(), job_id: Type.String(), action: OneOf(['retried', 'removed'] as const) },
  { title: 'OpsJobActionResult' },
);

export const OpsRetryFailedResultSchema = Obj(
  { queue: Type.String(), retried: Type.Integer({ description: 'Failed jobs moved back to waiting' }) },
  { title: 'OpsRetryFailedResult' },
);

export const OpsBackgroundWorkWarningSchema = Obj(
  {
    outbox_delayed: Described(
      Type.Boolean(),
      'The oldest event not yet handed to the queues is older than the threshold (seen live, or an open incident)',
    ),
    oldest_outbox_age_seconds: Nullable(Type.Number()),
    failed_jobs_growing: Described(
      Type.Boolean(),
      'Failed jobs grew since the last check and have not been dealt with (an open incident)',
    ),
    since: Described(
      Nullable(DateTime()),
      'When the earliest open incident started; null when only seen live (no worker has checked yet)',
    ),
  },
  { title: 'OpsBackgroundWorkWarning' },
);

export const OpsHomeFiguresSchema = Obj(
  {
    requests_needing_attention: Type.Integer(),
    requests_overdue: Type.Integer(),
    urgent_requests_waiting: Type.Integer(),
    promises_at_risk: Type.Integer({
      description:
        'Requests whose promise to the family is at risk: not contacted, first visit did not happen, two offers that came to nothing, an offer unanswered past its reply deadline',
    }),
    open_enquiries: Type.Integer(),
    hcpc_checks_overdue: Type.Integer(),
    dbs_checks_overdue: Type.Integer(),
    failed_jobs: Nullable(Type.Integer(), { description: 'null when the queues could not be read (Redis down)' }),
    background_work: Described(
      Nullable(OpsBackgroundWorkWarningSchema),
      'Set when background work needs a look (see Background work); null when all is well',
    ),
  },
  { title: 'OpsHomeFigures' },
);

// ---- data rights

export const DataRightsItemSchema = Obj(
  {
    id: Type.String(),
    collected_at: DateTime(),
    name: Nullable(Type.String()),
    contact: Described(Nullable(Type.String()), 'The email and/or phone number as the person gave them'),
    place: Described(Nullable(Type.String()), 'Postcode or postcode district'),
    summary: Described(
      Type.String(),
      "A short description: condition and status, the enquiry's subject, the email's template and outcome",
    ),
  },
  { title: 'DataRightsItem' },
);

export const DataRightsGroupSchema = Obj(
  {
    kind: OneOf(DATA_RIGHTS_KINDS),
    label: Type.String(),
    count: Type.Integer(),
    items: Described(
      Type.Array(DataRightsItemSchema),
      'At most DATA_RIGHTS_ITEMS_SHOWN, newest first; `count` is the full number (the export holds every one)',
    ),
  },
  { title: 'DataRightsGroup' },
);

export const DataRightsSearchResultSchema = Obj(
  {
    identifier_type: OneOf(['email', 'phone'] as const),
    normalised: Described(
      Type.String(),
      'The identifier as it was matched: an email lower-cased and trimmed, a phone number as 11 national digits',
    ),
    groups: Described(
      Type.Array(DataRightsGroupSchema),
      'Every kind, in DATA_RIGHTS_KINDS order, empty ones with count 0',
    ),
    total: Type.Integer(),
  },
  { title: 'DataRightsSearchResult' },
);

export const DataRightsCountsSchema = Obj(
  Object.fromEntries(DATA_RIGHTS_KINDS.map((kind) => [kind, Type.Integer({ minimum: 0 })])) as {
    [K in (typeof DATA_RIGHTS_KINDS)[number]]: ReturnType<typeof Type.Integer>;
  },
  { title: 'DataRightsCounts' },
);

export const DataRightsEraseResultSchema = Obj(
  {
    erased: DataRightsCountsSchema,
    queued_events_dropped: Described(
      Type.Integer(),
      'Queued events (emails, demand counts) for the erased records, dropped before they were sent',
    ),
    demand_keys_replaced: Described(
      Type.Integer(),
      'Daily visitor keys of the erased waitlist entries, replaced in the demand tables by random ones',
    ),
  },
  { title: 'DataRightsEraseResult' },
);

// ---- coverage

export const OpsCoverageRowSchema = Obj(
  {
    id: Type.String({ description: 'The district code (CB1)' }),
    district: Type.String(),
    area: Described(Type.String(), 'Postcode area, the letters that start the district (`CB`)'),
    county: Described(
      Nullable(Type.String()),
      'The county the site shows it under, from its local authority (reference data from the ONS, never set by hand): the ceremonial county in England, "London" for a London borough, the council area in Scotland and Wales',
    ),
    local_authority: Described(
      Type.String(),
      'The local authority (for London, the borough): `countyLabel` shows "Croydon, London"',
    ),
    places: Type.String(),
    post_town: Type.String(),
    uk_region: Type.String(),
    covered: Type.Boolean(),
    covered_since: Nullable(DateTime()),
    reachable: Type.Boolean({ description: 'At least one active physiotherapist’s travel radius reaches it' }),
    offered: Type.Boolean({ description: 'covered and reachable: what the public finder answers' }),
    waiting: Type.Integer({ description: 'Waitlist entries there not yet told that we cover them' }),
  },
  { title: 'OpsCoverageRow' },
);

export const OpsCoveragePreviewSchema = Obj(
  {
    action: OneOf(COVERAGE_ACTIONS),
    districts: Described(Type.Array(Type.String()), 'Every district the codes name, in district order'),
    changing: Described(
      Type.Array(Type.String()),
      'The districts whose state would change (activation: not yet covered; deactivation: covered)',
    ),
    unchanged: Described(Type.Array(Type.String()), 'Already in the requested state: left alone'),
    unreachable: Described(
      Type.Array(Type.String()),
      'Activation only: districts that would change but that no active physiotherapist reaches. Activation is refused while any are named; activate the others (`changing` minus these), or add a physiotherapist first',
    ),
    waitlist_to_email: Described(
      Type.Integer(),
      'Activation: the waiting entries in the districts it may cover (`changing` minus `unreachable`), each emailed once. Deactivation: always 0',
    ),
  },
  { title: 'OpsCoveragePreview' },
);

export const OpsCoverageChangeResultSchema = Obj(
  {
    coverage_change_id: Nullable(
      Type.String({ description: 'Its progress is GET /api/ops/coverage-changes/{id}; null when nothing changed' }),
    ),
    changed: Type.Array(Type.String()),
    unchanged: Type.Array(Type.String()),
  },
  { title: 'OpsCoverageChangeResult' },
);

export const OpsCoverageChangeSchema = Obj(
  {
    id: Type.String({ description: "The change's number, as text" }),
    action: OneOf(['activated', 'deactivated'] as const),
    districts: Type.Array(Type.String()),
    created_at: DateTime(),
    waitlist_total: Described(
      Type.Integer(),
      'Entries this activation is to email: those it has taken on, plus those still waiting in its districts',
    ),
    waitlist_emailed: Described(Type.Integer(), 'Emails accepted by the mail server'),
    waitlist_not_sent: Described(
      Type.Integer(),
      'Emails that will not be sent (refused by the mail server, or the district was withdrawn meanwhile)',
    ),
    done: Described(Type.Boolean(), 'Every entry is emailed or given up on'),
  },
  { title: 'OpsCoverageChange' },
);

// ---- demand

export const OpsDemandRowSchema = Obj(
  {
    id: Type.String({ description: 'The area or district, with /<condition> when split by condition' }),
    rank: Described(
      Type.Integer({ minimum: 1 }),
      '1 = most demand in the report (most people, then waitlist joins, then searches, then name)',
    ),
    name: Described(Type.String(), 'The area ("NR") or district ("NR1") the row counts'),
    area: Type.String(),
    district: Described(Nullable(Type.String()), 'Null when grouped by area'),
    condition: Described(Nullable(OneOf(DEMAND_CONDITIONS)), 'Null unless split by condition'),
    places: Described(Type.String(), 'Place names of the district, or the post towns of the area'),
    covered_districts: Described(Type.Integer(), 'Districts of the row that we cover now, of all its districts'),
    districts: Type.Integer(),
    searches: Described(Type.Integer(), 'Out-of-area searches in the period'),
    waitlist_joins: Described(Type.Integer(), 'Waitlist joins in the period'),
    people: Described(Type.Integer(), 'Distinct people (browsers) who searched or joined in the period'),
    waiting: Described(
      Type.Integer(),
      'Waitlist entries there now that have not been told of coverage yet (whenever they joined)',
    ),
  },
  { title: 'OpsDemandRow' },
);

const periodRange = {
  period: OneOf(DEMAND_PERIODS),
  from: DateOnly(),
  to: DateOnly(),
  days: Type.Integer(),
};

export const OpsDemandTrendSchema = Obj(
  {
    ...periodRange,
    group: OneOf(DEMAND_GROUPS),
    weeks: Described(
      Type.Array(Obj({ week: Type.String(), starts_on: DateOnly(), days: Type.Integer() })),
      'ISO weeks (Monday to Sunday) touching the period; `days` counts only the days inside it',
    ),
    series: Type.Array(
      Obj({
        name: Type.String(),
        condition: Described(
          Nullable(OneOf(DEMAND_CONDITIONS)),
          'Null unless split by condition: then each line is one area (or district) and condition, as the ranked rows',
        ),
        rank: Type.Integer(),
        searches: Described(Type.Array(Type.Integer()), 'One value per week, in the order of `weeks`'),
        waitlist_joins: Type.Array(Type.Integer()),
        people: Type.Array(Type.Integer()),
      }),
    ),
  },
  { title: 'OpsDemandTrend' },
);

export const OpsDemandMapSchema = Obj(
  {
    ...periodRange,
    districts: Type.Array(
      Obj({
        district: Type.String(),
        area: Type.String(),
        latitude: Type.Number(),
        longitude: Type.Number(),
        covered: Type.Boolean(),
        searches: Type.Integer(),
        people: Type.Integer(),
        waiting: Type.Integer(),
      }),
    ),
    background: Type.Array(
      Type.Unsafe<[number, number, 0 | 1]>({
        type: 'array',
        prefixItems: [{ type: 'number' }, { type: 'number' }, { enum: [0, 1] }],
        items: false,
        minItems: 3,
        description: '[latitude, longitude, covered 1 | 0]',
      }),
    ),
  },
  { title: 'OpsDemandMap' },
);

export const OpsDemandSupplySchema = Obj(
  {
    ...periodRange,
    place: Obj({
      kind: OneOf(DEMAND_GROUPS),
      name: Type.String(),
      districts: Type.Integer(),
      covered_districts: Type.Integer(),
    }),
    demand: Obj({
      searches: Type.Integer(),
      waitlist_joins: Type.Integer(),
      people: Type.Integer(),
      waiting: Type.Integer(),
    }),
    supply: Obj({
      physiotherapists: Described(
        Type.Integer(),
        'One row per physiotherapist, nearest first. `id` and `name` are null for analysts: they see counts and capacity, not who',
      ),
      weekly_capacity: Type.Integer(),
      matched_this_week: Type.Integer(),
      spare_places: Type.Integer(),
    }),
    week_start: Described(
      DateOnly(),
      'Monday (UTC) of the week whose load counts, as the physiotherapists list counts it',
    ),
    shortfall: Described(
      Type.Integer(),
      "People waiting now beyond this week's spare places (0 when supply covers them)",
    ),
    physiotherapists: Type.Array(
      Obj({
        id: Nullable(Type.Integer(), { description: 'null for analysts: they see counts, not who' }),
        name: Nullable(Type.String()),
        base_district: Type.String(),
        distance_miles: Type.Number(),
        travel_radius_miles: Type.Number(),
        weekly_capacity: Type.Integer(),
        matched_this_week: Type.Integer(),
        spare_places: Type.Integer(),
      }),
    ),
  },
  { title: 'OpsDemandSupply' },
);

/** POST /api/ops/data-rights/export: the Article 15 copy, a JSON file with field names a person can read. */
export const DataRightsExportSchema = Obj(
  {
    'Prepared by': Type.String(),
    'Prepared on': DateTime(),
    'Records found for': Type.String(),
    'About this file': Type.String(),
    Sections: Type.Array(
      Obj({
        'What this is': Type.String(),
        'Why we hold it': Type.String(),
        'Lawful basis': Type.String(),
        'How long we keep it': Type.String(),
        'Number of records': Type.Integer(),
        Records: Type.Array(Type.Record(Type.String(), Type.Unknown())),
      }),
    ),
  },
  { title: 'DataRightsExport' },
);
