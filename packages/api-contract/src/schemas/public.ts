import { Type } from '@sinclair/typebox';
import { CONDITIONS } from '../conditions.js';
import { URGENCIES } from '../urgency.js';
import { FAMILY_CONFIRMATIONS, FINDER_REQUEST_STATUSES, MATCH_SOURCES } from '../finder.js';
import { DateOnly, DateTime, Nullable, Obj, OneOf, Uuid } from './builders.js';

/** The answers of the public API (the families' site), declared once: see builders.ts. */

export const HealthLiveSchema = Obj({ status: Type.Literal('ok') }, { title: 'HealthLive' });

const Up = OneOf(['up', 'down'] as const);

export const HealthReadySchema = Obj(
  {
    status: OneOf(['ok', 'degraded'] as const, { description: 'degraded: Redis is down (forms still work)' }),
    database: Up,
    redis: Up,
  },
  { title: 'HealthReady' },
);

/** 503 of the readiness check: an error body with the checks beside it. */
export const HealthUnhealthySchema = Obj(
  {
    status: Type.Literal(503),
    code: Type.Literal('UNHEALTHY'),
    message: Type.String(),
    database: Up,
    redis: Up,
  },
  { title: 'HealthUnhealthy' },
);

export const CoverageCheckResponseSchema = Obj(
  {
    postcode: Type.String(),
    district: Type.String(),
    area: Type.String(),
    county: Nullable(Type.String(), {
      description:
        'The district’s county (ONS reference data): ceremonial county, "London", or a Scottish or Welsh council area.',
    }),
    local_authority: Nullable(Type.String(), {
      description: 'Its local authority (a London borough for London); null for a district we do not know.',
    }),
    in_area: Type.Boolean({ description: 'Covered and reached by an active physiotherapist' }),
  },
  { title: 'CoverageCheckResponse' },
);

export const CoveredCountySchema = Obj(
  {
    county: Type.String(),
    areas: Type.Array(Type.String(), {
      description: "Postcode areas with at least one offered district, e.g. ['E', 'EC', 'N']",
    }),
    local_authorities: Type.Array(Type.String(), {
      description:
        'The local authorities (for London, the boroughs) with at least one offered district, alphabetically; a name that is the county’s own is left out',
    }),
    district_count: Type.Integer({ minimum: 1 }),
  },
  { title: 'CoveredCounty', description: 'A county we serve, with the postcode areas in it.' },
);

export const CoverageCountiesResponseSchema = Obj(
  { counties: Type.Array(CoveredCountySchema) },
  { title: 'CoverageCountiesResponse' },
);

export const SiteFiguresResponseSchema = Obj(
  {
    physiotherapists: Type.Integer({ minimum: 0, description: 'Active physiotherapists on our books.' }),
    districts_covered: Type.Integer({
      minimum: 0,
      description: 'Postcode districts the finder answers "yes, we cover you" for.',
    }),
    families_matched: Type.Integer({
      minimum: 0,
      description: 'Finder requests that ended with a physiotherapist, within the retention period.',
    }),
    counted_at: DateTime({ description: 'When these counts were taken (they are cached for a few minutes).' }),
  },
  {
    title: 'SiteFiguresResponse',
    description: 'Aggregate counts only, never a row. The site shows a figure only when it is above zero.',
  },
);

export const SubmitFinderRequestResponseSchema = Obj(
  { id: Uuid(), status: Type.Literal('pending') },
  { title: 'SubmitFinderRequestResponse' },
);

export const PublicPhysiotherapistSchema = Obj(
  {
    name: Type.String(),
    specialties: Type.Array(OneOf(CONDITIONS)),
    bio: Type.String(),
    experience_years: Type.Integer({ minimum: 0 }),
    areas: Type.Array(Type.String()),
    qualifications: Type.Array(Type.String()),
    profile_url: Nullable(Type.String()),
    hcpc_number: Type.String(),
    hcpc_checked_on: DateOnly(),
  },
  {
    title: 'PublicPhysiotherapist',
    description: 'What a family may see of the physiotherapist they were matched with (never an email).',
  },
);

export const FinderRequestReferralSchema = Obj(
  {
    status: OneOf(['offered', 'accepted'] as const, {
      description:
        'offered: waiting for the physiotherapist to answer by reply_by; accepted: they will contact the family',
    }),
    reply_by: DateTime(),
    contact_by: Nullable(DateTime({ description: 'Once accepted: the physiotherapist contacts the family by then' })),
    first_call_at: Nullable(DateTime()),
    first_visit_on: Nullable(DateOnly()),
  },
  {
    title: 'FinderRequestReferral',
    description:
      'Where a confirmed request stands with the physiotherapist it is offered to: only the live offer, never one declined or lapsed.',
  },
);

export const FinderRequestViewSchema = Obj(
  {
    id: Uuid(),
    postcode: Type.String(),
    condition: OneOf(CONDITIONS),
    urgency: OneOf(URGENCIES),
    status: OneOf(FINDER_REQUEST_STATUSES, {
      description:
        'unconfirmed: matched by the policy but holding nothing until the family confirms their email; matched_physiotherapist is then the recommendation, or null when no one has room.',
    }),
    created_at: DateTime(),
    matched_physiotherapist: Nullable(PublicPhysiotherapistSchema),
    referral: Nullable(FinderRequestReferralSchema, {
      description: 'While matched: the offer to that physiotherapist; null otherwise',
    }),
    confirmation: OneOf(FAMILY_CONFIRMATIONS, {
      description:
        'Whether the family has confirmed: confirmed (by the email link, or by a coordinator who called them); awaiting_email: we emailed a link and nothing is held until it is used; awaiting_call: only a phone number, our team calls to confirm; no_contact: no contact details, the family quotes the reference to us.',
    }),
    match_source: Nullable(OneOf(MATCH_SOURCES), {
      description:
        'While matched: matching (the matching rules chose them), team (a coordinator chose someone the rules allow), team_exception (a coordinator chose someone the rules would not); null otherwise.',
    }),
  },
  { title: 'FinderRequestView' },
);

export const ConfirmFinderRequestBodySchema = Obj(
  { token: Type.String({ description: 'The token of the confirmation email’s link' }) },
  { title: 'ConfirmFinderRequestBody' },
);

/** GET /api/finder-requests/confirm as JSON: what the link would do, changing nothing. */
export const FinderConfirmationLinkViewSchema = Obj(
  {
    status: OneOf(['valid', 'expired'] as const),
    id: Uuid({ description: 'The request the link confirms (its state: GET /api/finder-requests/{id})' }),
  },
  { title: 'FinderConfirmationLinkView' },
);

export const ConfirmFinderRequestResponseSchema = Obj(
  {
    status: OneOf(['confirmed', 'already_confirmed', 'expired'] as const, {
      description:
        'confirmed: a place is being reserved and the physiotherapist will get the referral; already_confirmed: a repeat; expired: the link is too old, search again',
    }),
    id: Uuid(),
    message: Type.String(),
  },
  { title: 'ConfirmFinderRequestResponse' },
);

export const JoinWaitlistResponseSchema = Obj(
  {
    status: Type.Literal('check_email'),
    district: Type.String({ description: 'The district of the postcode that was sent (nothing stored is echoed)' }),
    message: Type.String(),
  },
  {
    title: 'JoinWaitlistResponse',
    description:
      'The same whether or not the email had already joined: the answer must not tell a stranger who is on the list.',
  },
);

/** GET /api/waitlist/unsubscribe as JSON: what the leave link would do, changing nothing. */
export const WaitlistLinkViewSchema = Obj(
  {
    status: OneOf(['on_waitlist', 'not_on_waitlist'] as const, {
      description: 'on_waitlist: the link is good and the entry is there to delete (by POST)',
    }),
    message: Type.String(),
  },
  { title: 'WaitlistLinkView' },
);

export const LeaveWaitlistResponseSchema = Obj(
  { status: OneOf(['left', 'not_on_waitlist'] as const), message: Type.String() },
  { title: 'LeaveWaitlistResponse' },
);

export const WaitlistTokenBodySchema = Obj(
  { token: Type.Optional(Type.String({ description: 'The leave link’s token, unless the query string carries it' })) },
  { title: 'WaitlistTokenBody' },
);

export const ContactEnquiryReceivedSchema = Obj(
  { id: Uuid(), status: Type.Literal('received') },
  { title: 'ContactEnquiryReceived' },
);

export const TrackingAcceptedSchema = Obj({ status: Type.Literal('accepted') }, { title: 'TrackingAccepted' });
