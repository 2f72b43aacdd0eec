import { REPLY_WITHIN, shortReference, type Urgency } from '@physio/api-contract';
import { defineTemplate, type MailContext } from '../../infra/mail/templates/email-template.js';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import {
  greeting,
  htmlList,
  htmlParagraphs,
  londonDateTime,
  textList,
} from '../../infra/mail/templates/template-helpers.js';

/** The emails that follow a matching outcome (registered with the mail module in finder-notifications.module.ts). */

/** The short reference the family sees and quotes (SBM2-XR3T), in every email that names a request; links keep the id. */
const reference = (id: string) => shortReference(id) ?? id;

export interface PhysioProfile {
  name: string;
  specialtyLabels: string[];
  bio: string;
  experienceYears: number;
  areas: string[];
  qualifications: string[];
  profileUrl: string | null;
  hcpcNumber: string;
}

export interface FinderMatchedFamilyData {
  requestId: string;
  contactName: string | null;
  conditionLabel: string;
  urgencyLabel: string;
  physio: PhysioProfile;
}

export const finderMatchedFamily = defineTemplate<FinderMatchedFamilyData>({
  name: 'finder-matched-family',
  footer: 'family',
  subject: (d) => `We've matched your parent with ${d.physio.name}`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>We have matched your parent with <strong>{{physioName}}</strong>, a chartered physiotherapist registered with the HCPC (registration {{hcpcNumber}}), for {{conditionLabel}} ({{urgencyLabel}}).</mj-text>
        <mj-text><strong>About {{physioName}}</strong><br />{{{bioHtml}}}<br /><br />Experience: {{experienceYears}} years<br />Specialties: {{specialties}}<br />Areas visited: {{areas}}</mj-text>
        <mj-text><strong>Qualifications</strong><ul>{{{qualificationsHtml}}}</ul></mj-text>
        <mj-text><strong>What happens next</strong><ul><li>We have offered your request to {{physioName}}, who will reply within 24 hours.</li><li>As soon as {{physioName}} accepts, we email you with when they will call you to arrange a first visit. If they cannot take it on, we offer it to the next best physiotherapist.</li><li>Matching is free: you pay the physiotherapist directly for sessions.</li></ul>{{{profileHtml}}}</mj-text>
        <mj-button href="{{resultsUrl}}">See your match</mj-button>`,
  text: `{{greeting}}

We have matched your parent with {{physioName}}, a chartered physiotherapist registered with the HCPC (registration {{hcpcNumber}}), for {{conditionLabel}} ({{urgencyLabel}}).

About {{physioName}}
{{bio}}

Experience: {{experienceYears}} years
Specialties: {{specialties}}
Areas visited: {{areas}}
Qualifications:
{{qualificationsText}}

What happens next
  - We have offered your request to {{physioName}}, who will reply within 24 hours.
  - As soon as {{physioName}} accepts, we email you with when they will call you to arrange a first visit. If they cannot take it on, we offer it to the next best physiotherapist.
  - Matching is free: you pay the physiotherapist directly for sessions.
{{profileText}}
See your match: {{resultsUrl}}`,
  view: (d, ctx) => ({
    greeting: greeting(d.contactName),
    physioName: d.physio.name,
    hcpcNumber: d.physio.hcpcNumber,
    conditionLabel: d.conditionLabel,
    urgencyLabel: d.urgencyLabel.toLowerCase(),
    bio: d.physio.bio,
    bioHtml: htmlParagraphs(d.physio.bio),
    experienceYears: String(d.physio.experienceYears),
    specialties: d.physio.specialtyLabels.join(', '),
    areas: d.physio.areas.join(', '),
    qualificationsHtml: htmlList(d.physio.qualifications),
    qualificationsText: textList(d.physio.qualifications),
    profileHtml: d.physio.profileUrl
      ? `<a href="${escapeHtml(d.physio.profileUrl)}" style="color:#1d4ed8">View ${escapeHtml(d.physio.name)}'s full profile</a>`
      : '',
    profileText: d.physio.profileUrl ? `\nFull profile: ${d.physio.profileUrl}\n` : '',
    resultsUrl: `${ctx.baseUrl}/results/${d.requestId}`,
  }),
});

export interface FinderUnmatchedFamilyData {
  requestId: string;
  contactName: string | null;
  conditionLabel: string;
  urgencyLabel: string;
  district: string;
}

export const finderUnmatchedFamily = defineTemplate<FinderUnmatchedFamilyData>({
  name: 'finder-unmatched-family',
  footer: 'family',
  subject: () => 'We are finding the right physiotherapist for your parent',
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>Thank you for using Home Physio Finder. We could not match your parent automatically with a physiotherapist for {{conditionLabel}} ({{urgencyLabel}}) in {{district}}, so our team will personally review your request.</mj-text>
        <mj-text><strong>What happens next:</strong> we will contact you ${REPLY_WITHIN} with personalised recommendations. You do not need to do anything else.</mj-text>
        <mj-button href="{{resultsUrl}}">See your request</mj-button>`,
  text: `{{greeting}}

Thank you for using Home Physio Finder. We could not match your parent automatically with a physiotherapist for {{conditionLabel}} ({{urgencyLabel}}) in {{district}}, so our team will personally review your request.

What happens next: we will contact you ${REPLY_WITHIN} with personalised recommendations. You do not need to do anything else.

See your request: {{resultsUrl}}`,
  view: (d, ctx) => ({
    greeting: greeting(d.contactName),
    conditionLabel: d.conditionLabel,
    urgencyLabel: d.urgencyLabel.toLowerCase(),
    district: d.district,
    resultsUrl: `${ctx.baseUrl}/results/${d.requestId}`,
  }),
});

/** One unmatched request, as the coordinators' alert names it: facts and ids, never the family's details. */
export interface UnmatchedRequestSummary {
  requestId: string;
  district: string;
  conditionLabel: string;
  urgency: Urgency;
  urgencyLabel: string;
  submittedAt: Date;
  hasContactDetails: boolean;
  /** Left only a phone number: no link can confirm it, so it waits for a coordinator's call (matching ran). */
  awaitsCall?: boolean;
}

/** One request, or the requests of a burst (one alert naming them all, urgent ones first). */
export interface FinderUnmatchedCoordinatorsData {
  requests: UnmatchedRequestSummary[];
}

const unmatchedFacts = (r: UnmatchedRequestSummary) => [
  `District: ${r.district}`,
  `Condition: ${r.conditionLabel}`,
  `Urgency: ${r.urgencyLabel}`,
  `Submitted: ${londonDateTime(r.submittedAt)}`,
  r.awaitsCall
    ? 'Contact details given: a phone number only (call the family to confirm the request, then assign)'
    : `Contact details given: ${r.hasContactDetails ? 'yes' : 'no (the family cannot be contacted; review only)'}`,
];
const requestDashboardUrl = (ctx: MailContext, id: string) => `${ctx.dashboardUrl}/ops/#/finder-requests/${id}/show`;

export const finderUnmatchedCoordinators = defineTemplate<FinderUnmatchedCoordinatorsData>({
  name: 'finder-unmatched-coordinators',
  footer: 'internal',
  subject: ({ requests }) => {
    if (requests.length === 1) {
      const [d] = requests;
      return d.awaitsCall
        ? `Phone-only request ${reference(d.requestId)} (${d.urgencyLabel.toLowerCase()}, ${d.district}): call the family ${REPLY_WITHIN}`
        : `Unmatched request ${reference(d.requestId)} (${d.urgencyLabel.toLowerCase()}, ${d.district}): contact the family ${REPLY_WITHIN}`;
    }
    const urgent = requests.filter((r) => r.urgency === 'urgent').length;
    return `${requests.length} ${requests.some((r) => r.awaitsCall) ? 'requests need a person' : 'unmatched requests'}${urgent > 0 ? ` (${urgent} urgent)` : ''}: contact the families ${REPLY_WITHIN}`;
  },
  mjml: `
        <mj-text><strong>{{headline}}</strong></mj-text>
        <mj-text>{{{requestsHtml}}}</mj-text>
        <mj-text>{{promise}}</mj-text>
        <mj-button href="{{dashboardUrl}}">{{dashboardLabel}}</mj-button>`,
  text: `{{headline}}

{{requestsText}}

{{promise}} Open the dashboard: {{dashboardUrl}}`,
  view: ({ requests }, ctx) => {
    const one = requests.length === 1;
    return {
      headline: one
        ? requests[0].awaitsCall
          ? `Finder request ${reference(requests[0].requestId)} left only a phone number: only a call can confirm it.`
          : `Finder request ${reference(requests[0].requestId)} could not be matched automatically.`
        : requests.some((r) => r.awaitsCall)
          ? `${requests.length} finder requests need a person: not matched automatically, or waiting for a call.`
          : `${requests.length} finder requests could not be matched automatically.`,
      // Each request is named with its facts and its own link, so the alert stands alone in any mail client.
      requestsHtml: requests
        .map((r) => {
          const heading = one ? '' : `<strong>Request ${escapeHtml(reference(r.requestId))}</strong><br />`;
          const link = one
            ? ''
            : `<br /><a href="${escapeHtml(requestDashboardUrl(ctx, r.requestId))}" style="color:#1d4ed8">Open request ${escapeHtml(reference(r.requestId))}</a>`;
          return `<p style="margin:0 0 16px">${heading}${unmatchedFacts(r).map(escapeHtml).join('<br />')}${link}</p>`;
        })
        .join(''),
      requestsText: requests
        .map((r) =>
          [
            ...(one ? [] : [`Request ${reference(r.requestId)}`]),
            ...unmatchedFacts(r),
            ...(one ? [] : [`Open: ${requestDashboardUrl(ctx, r.requestId)}`]),
          ].join('\n'),
        )
        .join('\n\n'),
      promise: one
        ? `We promised the family a reply ${REPLY_WITHIN}. Open the request in the dashboard to find them a physiotherapist.`
        : `We promised each family a reply ${REPLY_WITHIN}. Open each request in the dashboard to find them a physiotherapist.`,
      dashboardUrl: one ? requestDashboardUrl(ctx, requests[0].requestId) : `${ctx.dashboardUrl}/ops/#/finder-requests`,
      dashboardLabel: one ? `Open request ${reference(requests[0].requestId)}` : 'Open the finder requests',
    };
  },
});

export interface FinderConfirmFamilyData {
  requestId: string;
  contactName: string | null;
  conditionLabel: string;
  urgencyLabel: string;
  /** Whom matching recommends (nothing is held for them yet); null when no one near has room. */
  recommendedName: string | null;
  confirmUrl: string;
  linkHours: number;
}

/**
 * Sent when a request with an email is decided: the family proves the address is theirs before anything is held
 * for them or their details reach a physiotherapist (a script can type anyone's address into the form).
 */
export const finderConfirmFamily = defineTemplate<FinderConfirmFamilyData>({
  name: 'finder-confirm-family',
  footer: 'family',
  subject: (d) =>
    d.recommendedName
      ? `Please confirm your request so ${d.recommendedName} can contact you`
      : 'Please confirm your request so our team can contact you',
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>Thank you for using Home Physio Finder. Before we pass on your contact details, please confirm that this is your email address.</mj-text>
        <mj-text>{{nextStep}}</mj-text>
        <mj-button href="{{confirmUrl}}">Confirm my request</mj-button>
        <mj-text>The link works for {{linkHours}} hours. If you did not ask us to find a physiotherapist, ignore this email: nothing will be shared and nothing is held.</mj-text>`,
  text: `{{greeting}}

Thank you for using Home Physio Finder. Before we pass on your contact details, please confirm that this is your email address.

{{nextStep}}

Confirm my request: {{confirmUrl}}

The link works for {{linkHours}} hours. If you did not ask us to find a physiotherapist, ignore this email: nothing will be shared and nothing is held.

See your request: {{resultsUrl}}`,
  view: (d, ctx) => ({
    greeting: greeting(d.contactName),
    nextStep: d.recommendedName
      ? `We recommend ${d.recommendedName} for ${d.conditionLabel} (${d.urgencyLabel.toLowerCase()}). Once you confirm, we ask ${d.recommendedName} to take on your parent and hold a place for them; once they accept, they receive your contact details and contact you directly.`
      : `No physiotherapist near your parent has room for ${d.conditionLabel} (${d.urgencyLabel.toLowerCase()}) this week. Once you confirm, our team will personally review your request and contact you ${REPLY_WITHIN}.`,
    confirmUrl: d.confirmUrl,
    linkHours: String(d.linkHours),
    resultsUrl: `${ctx.baseUrl}/results/${d.requestId}`,
  }),
});

export const finderEmailTemplates = [
  finderConfirmFamily,
  finderMatchedFamily,
  finderUnmatchedFamily,
  finderUnmatchedCoordinators,
];
