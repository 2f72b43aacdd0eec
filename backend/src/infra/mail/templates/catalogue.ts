import type { Urgency } from '@physio/api-contract';
import type { FooterKind } from './layout.js';
import { escapeHtml } from './template-engine.js';

/** Every email the service sends. The name is part of each email's idempotency key: never rename one. */
export const TEMPLATE_NAMES = [
  'waitlist-joined',
  'waitlist-area-covered',
  'contact-received',
  'contact-acknowledgement',
  'finder-matched-family',
  'finder-matched-physio',
  'finder-unmatched-family',
  'finder-unmatched-coordinators',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export interface MailContext {
  /** PUBLIC_BASE_URL, e.g. https://homephysiofinder.co.uk */
  baseUrl: string;
}

export interface EmailTemplate<T> {
  name: TemplateName;
  footer: FooterKind;
  subject: (data: T) => string;
  /** MJML placed inside the shared layout; slots as in template-engine.ts. */
  mjml: string;
  text: string;
  /** Turns the loaded data into the values of the slots (strings; fragments already escaped). */
  view: (data: T, ctx: MailContext) => Record<string, string>;
}

export function defineTemplate<T>(template: EmailTemplate<T>): EmailTemplate<T> {
  return template;
}

const greeting = (name: string | null | undefined) => (name ? `Dear ${name},` : 'Hello,');
const htmlList = (items: readonly string[]) => items.map((i) => `<li>${escapeHtml(i)}</li>`).join('');
const textList = (items: readonly string[]) => items.map((i) => `  - ${i}`).join('\n');
/** Paragraphs of free text people typed: escaped, line breaks kept. */
const htmlParagraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />');
// One formatter for every email: building one per call (toLocaleString) costs more than the rest of the render.
const londonDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'long',
  timeStyle: 'short',
});
const londonDateTime = (d: Date) => londonDateTimeFormat.format(d);

// ---------- Waitlist ----------

export interface WaitlistJoinedData {
  name: string;
  district: string;
  conditionLabel: string | null;
  unsubscribeUrl: string;
}

export const waitlistJoined = defineTemplate<WaitlistJoinedData>({
  name: 'waitlist-joined',
  footer: 'waitlist',
  subject: (d) => `You're on the Home Physio Finder waitlist for ${d.district}`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>Thank you for joining the Home Physio Finder waitlist. We do not yet have physiotherapists visiting homes in <strong>{{district}}</strong>, but we are expanding.</mj-text>
        <mj-text>{{{conditionHtml}}}What happens next: as soon as we cover {{district}}, we will email you once to let you know, and you can then find a physiotherapist for your parent in a few minutes. We will not send you anything else.</mj-text>
        <mj-text>Changed your mind? <a href="{{unsubscribeUrl}}" style="color:#1d4ed8">Leave the waitlist</a> with one click and we will delete your details.</mj-text>`,
  text: `{{greeting}}

Thank you for joining the Home Physio Finder waitlist. We do not yet have physiotherapists visiting homes in {{district}}, but we are expanding.
{{conditionText}}
What happens next: as soon as we cover {{district}}, we will email you once to let you know, and you can then find a physiotherapist for your parent in a few minutes. We will not send you anything else.

Changed your mind? Leave the waitlist with one click and we will delete your details: {{unsubscribeUrl}}`,
  view: (d) => ({
    greeting: greeting(d.name),
    district: d.district,
    conditionHtml: d.conditionLabel
      ? `You told us your parent needs help with: ${escapeHtml(d.conditionLabel)}.<br /><br />`
      : '',
    conditionText: d.conditionLabel ? `\nYou told us your parent needs help with: ${d.conditionLabel}.\n` : '',
    unsubscribeUrl: d.unsubscribeUrl,
  }),
});

export interface WaitlistAreaCoveredData {
  name: string;
  district: string;
  county: string | null;
  unsubscribeUrl: string;
}

export const waitlistAreaCovered = defineTemplate<WaitlistAreaCoveredData>({
  name: 'waitlist-area-covered',
  footer: 'waitlist',
  subject: (d) => `Good news: Home Physio Finder now covers ${d.district}`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>Good news: Home Physio Finder now has qualified, HCPC-registered physiotherapists visiting homes in <strong>{{district}}</strong>{{areaSuffix}}.</mj-text>
        <mj-text>What to do next: tell us your parent's postcode, their condition and how soon they need help, and we will match them with a physiotherapist. Matching is free, and we reply within 24 hours.</mj-text>
        <mj-button href="{{finderUrl}}">Find a physiotherapist</mj-button>
        <mj-text>This is the one email we promised. You are now off the waitlist's notification list, and we will not email you about it again.</mj-text>`,
  text: `{{greeting}}

Good news: Home Physio Finder now has qualified, HCPC-registered physiotherapists visiting homes in {{district}}{{areaSuffix}}.

What to do next: tell us your parent's postcode, their condition and how soon they need help, and we will match them with a physiotherapist. Matching is free, and we reply within 24 hours.

Find a physiotherapist: {{finderUrl}}

This is the one email we promised. You are now off the waitlist's notification list, and we will not email you about it again.`,
  view: (d, ctx) => ({
    greeting: greeting(d.name),
    district: d.district,
    areaSuffix: d.county ? ` (${d.county})` : '',
    finderUrl: `${ctx.baseUrl}/finder`,
    unsubscribeUrl: d.unsubscribeUrl,
  }),
});

// ---------- Contact ----------

export interface ContactReceivedData {
  enquiryId: string;
  name: string;
  email: string;
  phone: string | null;
  subjectLabel: string;
  message: string;
  isConsultation: boolean;
  receivedAt: Date;
}

export const contactReceived = defineTemplate<ContactReceivedData>({
  name: 'contact-received',
  footer: 'internal',
  subject: (d) => `${d.isConsultation ? 'Consultation request' : 'New message'}: ${d.subjectLabel} from ${d.name}`,
  mjml: `
        <mj-text><strong>{{heading}}</strong> (reply within 24 hours)</mj-text>
        <mj-text>Name: {{name}}<br />Email: <a href="mailto:{{email}}">{{email}}</a><br />Phone: {{phone}}<br />Subject: {{subjectLabel}}<br />Received: {{receivedAt}}<br />Reference: {{enquiryId}}</mj-text>
        <mj-text>{{{messageHtml}}}</mj-text>`,
  text: `{{heading}} (reply within 24 hours)

Name: {{name}}
Email: {{email}}
Phone: {{phone}}
Subject: {{subjectLabel}}
Received: {{receivedAt}}
Reference: {{enquiryId}}

{{message}}`,
  view: (d) => ({
    heading: d.isConsultation ? 'Free 15-minute consultation request' : 'New message from the contact form',
    name: d.name,
    email: d.email,
    phone: d.phone ?? 'not given',
    subjectLabel: d.subjectLabel,
    receivedAt: londonDateTime(d.receivedAt),
    enquiryId: d.enquiryId,
    message: d.message,
    messageHtml: htmlParagraphs(d.message),
  }),
});

export interface ContactAcknowledgementData {
  name: string;
  subjectLabel: string;
  isConsultation: boolean;
}

export const contactAcknowledgement = defineTemplate<ContactAcknowledgementData>({
  name: 'contact-acknowledgement',
  footer: 'family',
  subject: (d) =>
    d.isConsultation
      ? 'We have your consultation request - Home Physio Finder'
      : 'We have your message - Home Physio Finder',
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>{{{bodyHtml}}}</mj-text>
        <mj-text>What happens next: a member of our team will reply within 24 hours. You do not need to do anything else. If you would like to look for a physiotherapist in the meantime, you can use our <a href="{{finderUrl}}" style="color:#1d4ed8">finder</a>.</mj-text>`,
  text: `{{greeting}}

{{bodyText}}

What happens next: a member of our team will reply within 24 hours. You do not need to do anything else. If you would like to look for a physiotherapist in the meantime: {{finderUrl}}`,
  view: (d, ctx) => {
    const body = d.isConsultation
      ? "Thank you for requesting a free 15-minute consultation. We will call you at the time you preferred to talk through your parent's needs."
      : `Thank you for getting in touch with Home Physio Finder about "${d.subjectLabel}". We have received your message.`;
    return {
      greeting: greeting(d.name),
      bodyHtml: escapeHtml(body),
      bodyText: body,
      finderUrl: `${ctx.baseUrl}/finder`,
    };
  },
});

// ---------- Finder ----------

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
        <mj-text><strong>What happens next</strong><ul><li>We have sent {{physioName}} your request and contact details.</li><li>{{physioName}} will contact you within 24 hours to arrange a first visit.</li><li>Matching is free: you pay the physiotherapist directly for sessions.</li></ul>{{{profileHtml}}}</mj-text>
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
  - We have sent {{physioName}} your request and contact details.
  - {{physioName}} will contact you within 24 hours to arrange a first visit.
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

export interface FinderMatchedPhysioData {
  requestId: string;
  physioName: string;
  familyName: string | null;
  familyEmail: string | null;
  familyPhone: string | null;
  postcode: string;
  conditionLabel: string;
  urgencyLabel: string;
  urgencyDescription: string;
  additionalInfo: string | null;
  submittedAt: Date;
}

export const finderMatchedPhysio = defineTemplate<FinderMatchedPhysioData>({
  name: 'finder-matched-physio',
  footer: 'internal',
  subject: (d) => `New referral: ${d.conditionLabel}, ${d.urgencyLabel.toLowerCase()}, ${d.postcode}`,
  mjml: `
        <mj-text>Dear {{physioName}},</mj-text>
        <mj-text>Home Physio Finder has matched a family with you. {{contactInstruction}}</mj-text>
        <mj-text><strong>The referral</strong><br />Condition: {{conditionLabel}}<br />Urgency: {{urgencyLabel}} ({{urgencyDescription}})<br />Parent's postcode: {{postcode}}<br />Submitted: {{submittedAt}}<br />Reference: {{requestId}}</mj-text>
        <mj-text><strong>Family contact details</strong><br />Name: {{familyName}}<br />Email: {{familyEmail}}<br />Phone: {{familyPhone}}</mj-text>
        <mj-text><strong>What the family told us</strong><br />{{{additionalInfoHtml}}}</mj-text>
        <mj-text>If you cannot take this referral, reply to this email straight away so that we can find the family someone else.</mj-text>`,
  text: `Dear {{physioName}},

Home Physio Finder has matched a family with you. {{contactInstruction}}

The referral
Condition: {{conditionLabel}}
Urgency: {{urgencyLabel}} ({{urgencyDescription}})
Parent's postcode: {{postcode}}
Submitted: {{submittedAt}}
Reference: {{requestId}}

Family contact details
Name: {{familyName}}
Email: {{familyEmail}}
Phone: {{familyPhone}}

What the family told us
{{additionalInfo}}

If you cannot take this referral, reply to this email straight away so that we can find the family someone else.`,
  view: (d) => ({
    contactInstruction:
      d.familyEmail || d.familyPhone
        ? 'Please contact them within 24 hours to arrange a first home visit.'
        : `The family chose not to share contact details, so they will contact you, quoting reference ${d.requestId}.`,
    physioName: d.physioName,
    conditionLabel: d.conditionLabel,
    urgencyLabel: d.urgencyLabel,
    urgencyDescription: d.urgencyDescription.toLowerCase(),
    postcode: d.postcode,
    submittedAt: londonDateTime(d.submittedAt),
    requestId: d.requestId,
    familyName: d.familyName ?? 'not given',
    familyEmail: d.familyEmail ?? 'not given',
    familyPhone: d.familyPhone ?? 'not given',
    additionalInfo: d.additionalInfo ?? 'Nothing further.',
    additionalInfoHtml: d.additionalInfo ? htmlParagraphs(d.additionalInfo) : 'Nothing further.',
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
        <mj-text><strong>What happens next:</strong> we will contact you within 24 hours with personalised recommendations. You do not need to do anything else.</mj-text>
        <mj-button href="{{resultsUrl}}">See your request</mj-button>`,
  text: `{{greeting}}

Thank you for using Home Physio Finder. We could not match your parent automatically with a physiotherapist for {{conditionLabel}} ({{urgencyLabel}}) in {{district}}, so our team will personally review your request.

What happens next: we will contact you within 24 hours with personalised recommendations. You do not need to do anything else.

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
  `Contact details given: ${r.hasContactDetails ? 'yes' : 'no (the family cannot be contacted; review only)'}`,
];
const requestDashboardUrl = (ctx: MailContext, id: string) => `${ctx.baseUrl}/ops/#/finder-requests/${id}/show`;

export const finderUnmatchedCoordinators = defineTemplate<FinderUnmatchedCoordinatorsData>({
  name: 'finder-unmatched-coordinators',
  footer: 'internal',
  subject: ({ requests }) => {
    if (requests.length === 1) {
      const [d] = requests;
      return `Unmatched request ${d.requestId} (${d.urgencyLabel.toLowerCase()}, ${d.district}): contact the family within 24 hours`;
    }
    const urgent = requests.filter((r) => r.urgency === 'urgent').length;
    return `${requests.length} unmatched requests${urgent > 0 ? ` (${urgent} urgent)` : ''}: contact the families within 24 hours`;
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
        ? `Finder request ${requests[0].requestId} could not be matched automatically.`
        : `${requests.length} finder requests could not be matched automatically.`,
      // Each request is named with its facts and its own link, so the alert stands alone in any mail client.
      requestsHtml: requests
        .map((r) => {
          const heading = one ? '' : `<strong>Request ${escapeHtml(r.requestId)}</strong><br />`;
          const link = one
            ? ''
            : `<br /><a href="${escapeHtml(requestDashboardUrl(ctx, r.requestId))}" style="color:#1d4ed8">Open request ${escapeHtml(r.requestId)}</a>`;
          return `<p style="margin:0 0 16px">${heading}${unmatchedFacts(r).map(escapeHtml).join('<br />')}${link}</p>`;
        })
        .join(''),
      requestsText: requests
        .map((r) =>
          [
            ...(one ? [] : [`Request ${r.requestId}`]),
            ...unmatchedFacts(r),
            ...(one ? [] : [`Open: ${requestDashboardUrl(ctx, r.requestId)}`]),
          ].join('\n'),
        )
        .join('\n\n'),
      promise: one
        ? 'We promised the family a reply within 24 hours. Open the request in the dashboard to find them a physiotherapist.'
        : 'We promised each family a reply within 24 hours. Open each request in the dashboard to find them a physiotherapist.',
      dashboardUrl: one ? requestDashboardUrl(ctx, requests[0].requestId) : `${ctx.baseUrl}/ops/#/finder-requests`,
      dashboardLabel: one ? `Open request ${requests[0].requestId}` : 'Open the finder requests',
    };
  },
});

export const TEMPLATES: Record<TemplateName, EmailTemplate<any>> = {
  'waitlist-joined': waitlistJoined,
  'waitlist-area-covered': waitlistAreaCovered,
  'contact-received': contactReceived,
  'contact-acknowledgement': contactAcknowledgement,
  'finder-matched-family': finderMatchedFamily,
  'finder-matched-physio': finderMatchedPhysio,
  'finder-unmatched-family': finderUnmatchedFamily,
  'finder-unmatched-coordinators': finderUnmatchedCoordinators,
};

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value);
}
