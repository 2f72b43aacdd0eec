import { defineTemplate } from '../../infra/mail/templates/email-template.js';
import { greeting, htmlParagraphs, londonDateTime } from '../../infra/mail/templates/template-helpers.js';

/** The emails of a referral offer (registered with the mail module in referrals-worker.module.ts). */

export interface ReferralOfferData {
  physioName: string;
  reference: string;
  conditionLabel: string;
  urgencyLabel: string;
  urgencyDescription: string;
  district: string;
  additionalInfo: string | null;
  replyBy: Date;
  /** How long they will have to contact the family once they accept ("2 days"). */
  contactWithin: string;
  acceptUrl: string;
  declineUrl: string;
  availabilityUrl: string;
}

/** The offer: what the family needs, never who they are (that comes only with acceptance). */
export const referralOffer = defineTemplate<ReferralOfferData>({
  name: 'referral-offer',
  footer: 'physio',
  subject: (d) =>
    `Referral offer: ${d.conditionLabel}, ${d.urgencyLabel.toLowerCase()}, ${d.district} (reply by ${londonDateTime(d.replyBy)})`,
  mjml: `
        <mj-text>Dear {{physioName}},</mj-text>
        <mj-text>A family near you needs a home physiotherapist. Can you take them on? Please answer by <strong>{{replyBy}}</strong>: after that we offer the family to someone else.</mj-text>
        <mj-text><strong>The referral</strong><br />Condition: {{conditionLabel}}<br />Urgency: {{urgencyLabel}} ({{urgencyDescription}})<br />Postcode district: {{district}}<br />Reference: {{reference}}</mj-text>
        <mj-text><strong>What the family told us</strong><br />{{{additionalInfoHtml}}}</mj-text>
        <mj-text>If you accept, you will see the family's name and contact details straight away, and we ask you to contact them within {{contactWithin}}.</mj-text>
        <mj-button href="{{acceptUrl}}">Accept</mj-button>
        <mj-button href="{{declineUrl}}" background-color="#4b5563">Decline</mj-button>
        <mj-text>Going on holiday, full, or travelling less far? <a href="{{availabilityUrl}}">Update your availability</a> and we will offer you only what you can take.</mj-text>`,
  text: `Dear {{physioName}},

A family near you needs a home physiotherapist. Can you take them on? Please answer by {{replyBy}}: after that we offer the family to someone else.

The referral
Condition: {{conditionLabel}}
Urgency: {{urgencyLabel}} ({{urgencyDescription}})
Postcode district: {{district}}
Reference: {{reference}}

What the family told us
{{additionalInfo}}

If you accept, you will see the family's name and contact details straight away, and we ask you to contact them within {{contactWithin}}.

Accept: {{acceptUrl}}
Decline: {{declineUrl}}

Going on holiday, full, or travelling less far? Update your availability: {{availabilityUrl}}`,
  view: (d) => ({
    physioName: d.physioName,
    replyBy: londonDateTime(d.replyBy),
    conditionLabel: d.conditionLabel,
    urgencyLabel: d.urgencyLabel,
    urgencyDescription: d.urgencyDescription.toLowerCase(),
    district: d.district,
    reference: d.reference,
    additionalInfo: d.additionalInfo ?? 'Nothing further.',
    additionalInfoHtml: d.additionalInfo ? htmlParagraphs(d.additionalInfo) : 'Nothing further.',
    contactWithin: d.contactWithin,
    acceptUrl: d.acceptUrl,
    declineUrl: d.declineUrl,
    availabilityUrl: d.availabilityUrl,
  }),
});

export interface ReferralAcceptedPhysioData {
  physioName: string;
  reference: string;
  conditionLabel: string;
  urgencyLabel: string;
  district: string;
  familyName: string | null;
  familyEmail: string | null;
  familyPhone: string | null;
  contactBy: Date;
  manageUrl: string;
}

/** After acceptance: the family's details, and the contact deadline. */
export const referralAcceptedPhysio = defineTemplate<ReferralAcceptedPhysioData>({
  name: 'referral-accepted-physio',
  footer: 'physio',
  subject: (d) => `You accepted referral ${d.reference}: contact the family by ${londonDateTime(d.contactBy)}`,
  mjml: `
        <mj-text>Dear {{physioName}},</mj-text>
        <mj-text>Thank you for accepting referral {{reference}} ({{conditionLabel}}, {{urgencyLabel}}, {{district}}). {{contactInstruction}}</mj-text>
        <mj-text><strong>The family</strong><br />Name: {{familyName}}<br />Email: {{familyEmail}}<br />Phone: {{familyPhone}}</mj-text>
        <mj-text>Once you have a date for the first visit, or when you plan to call, add it on the referral's page: the family sees it.</mj-text>
        <mj-button href="{{manageUrl}}">Open the referral</mj-button>`,
  text: `Dear {{physioName}},

Thank you for accepting referral {{reference}} ({{conditionLabel}}, {{urgencyLabel}}, {{district}}). {{contactInstruction}}

The family
Name: {{familyName}}
Email: {{familyEmail}}
Phone: {{familyPhone}}

Once you have a date for the first visit, or when you plan to call, add it on the referral's page: the family sees it.
Open the referral: {{manageUrl}}`,
  view: (d) => ({
    physioName: d.physioName,
    reference: d.reference,
    conditionLabel: d.conditionLabel,
    urgencyLabel: d.urgencyLabel.toLowerCase(),
    district: d.district,
    contactInstruction:
      d.familyEmail || d.familyPhone
        ? `Please contact them by ${londonDateTime(d.contactBy)}.`
        : `The family chose not to share contact details: they will contact you, quoting reference ${d.reference}.`,
    familyName: d.familyName ?? 'not given',
    familyEmail: d.familyEmail ?? 'not given',
    familyPhone: d.familyPhone ?? 'not given',
    manageUrl: d.manageUrl,
  }),
});

export interface ReferralAcceptedFamilyData {
  contactName: string | null;
  physioName: string;
  conditionLabel: string;
  contactBy: Date;
  firstCallAt: Date | null;
  resultsUrl: string;
}

/** The family hears that someone has said yes, and by when they will call. */
export const referralAcceptedFamily = defineTemplate<ReferralAcceptedFamilyData>({
  name: 'referral-accepted-family',
  footer: 'family',
  subject: (d) => `${d.physioName} has accepted your parent's referral`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text><strong>{{physioName}}</strong> has accepted your parent's referral for {{conditionLabel}} and will contact you {{when}}.</mj-text>
        <mj-text>If you have not heard from them by then, tell us from your request's page and we will chase it.</mj-text>
        <mj-button href="{{resultsUrl}}">See your request</mj-button>`,
  text: `{{greeting}}

{{physioName}} has accepted your parent's referral for {{conditionLabel}} and will contact you {{when}}.

If you have not heard from them by then, tell us from your request's page and we will chase it.

See your request: {{resultsUrl}}`,
  view: (d) => ({
    greeting: greeting(d.contactName),
    physioName: d.physioName,
    conditionLabel: d.conditionLabel.toLowerCase(),
    when: d.firstCallAt ? `on ${londonDateTime(d.firstCallAt)}` : `by ${londonDateTime(d.contactBy)}`,
    resultsUrl: d.resultsUrl,
  }),
});

export interface ReferralCheckFamilyData {
  contactName: string | null;
  physioName: string;
  /** The first visit's date, for the visit check. */
  visitOn: string | null;
  yesUrl: string;
  notYetUrl: string;
}

/** At the contact deadline: one question, two answers, each a link to a page whose button records it. */
export const referralContactCheckFamily = defineTemplate<ReferralCheckFamilyData>({
  name: 'referral-contact-check-family',
  footer: 'family',
  subject: (d) => `Has ${d.physioName} been in touch?`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>{{physioName}} accepted your parent's referral and should have contacted you by now. Have they been in touch?</mj-text>
        <mj-button href="{{yesUrl}}">Yes, we have spoken</mj-button>
        <mj-button href="{{notYetUrl}}" background-color="#4b5563">Not yet</mj-button>
        <mj-text>If not, we will chase {{physioName}} and one of our team will call you.</mj-text>`,
  text: `{{greeting}}

{{physioName}} accepted your parent's referral and should have contacted you by now. Have they been in touch?

Yes, we have spoken: {{yesUrl}}
Not yet: {{notYetUrl}}

If not, we will chase {{physioName}} and one of our team will call you.`,
  view: (d) => ({
    greeting: greeting(d.contactName),
    physioName: d.physioName,
    yesUrl: d.yesUrl,
    notYetUrl: d.notYetUrl,
  }),
});

/** The day after the first visit's date. */
export const referralVisitCheckFamily = defineTemplate<ReferralCheckFamilyData>({
  name: 'referral-visit-check-family',
  footer: 'family',
  subject: () => 'Did the first visit happen?',
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>{{physioName}} planned the first visit to your parent for {{visitOn}}. Did it happen?</mj-text>
        <mj-button href="{{yesUrl}}">Yes, it happened</mj-button>
        <mj-button href="{{notYetUrl}}" background-color="#4b5563">No</mj-button>
        <mj-text>If it did not, one of our team will call you to sort it out.</mj-text>`,
  text: `{{greeting}}

{{physioName}} planned the first visit to your parent for {{visitOn}}. Did it happen?

Yes, it happened: {{yesUrl}}
No: {{notYetUrl}}

If it did not, one of our team will call you to sort it out.`,
  view: (d) => ({
    greeting: greeting(d.contactName),
    physioName: d.physioName,
    visitOn: d.visitOn ?? 'the date you agreed',
    yesUrl: d.yesUrl,
    notYetUrl: d.notYetUrl,
  }),
});

export interface ReferralContactReminderData {
  physioName: string;
  reference: string;
  familyName: string | null;
  familyEmail: string | null;
  familyPhone: string | null;
  contactBy: Date;
  manageUrl: string;
}

/** The family says nobody has called: the physiotherapist is reminded, with the details again. */
export const referralContactReminderPhysio = defineTemplate<ReferralContactReminderData>({
  name: 'referral-contact-reminder-physio',
  footer: 'physio',
  subject: (d) => `Reminder: the family of referral ${d.reference} is waiting for your call`,
  mjml: `
        <mj-text>Dear {{physioName}},</mj-text>
        <mj-text>The family of referral {{reference}} tells us they have not heard from you yet (you accepted to contact them by {{contactBy}}). Please contact them today; if you can no longer take them on, tell us straight away so that we can find someone else.</mj-text>
        <mj-text><strong>The family</strong><br />Name: {{familyName}}<br />Email: {{familyEmail}}<br />Phone: {{familyPhone}}</mj-text>
        <mj-button href="{{manageUrl}}">Open the referral</mj-button>`,
  text: `Dear {{physioName}},

The family of referral {{reference}} tells us they have not heard from you yet (you accepted to contact them by {{contactBy}}). Please contact them today; if you can no longer take them on, tell us straight away so that we can find someone else.

The family
Name: {{familyName}}
Email: {{familyEmail}}
Phone: {{familyPhone}}

Open the referral: {{manageUrl}}`,
  view: (d) => ({
    physioName: d.physioName,
    reference: d.reference,
    contactBy: londonDateTime(d.contactBy),
    familyName: d.familyName ?? 'not given',
    familyEmail: d.familyEmail ?? 'not given',
    familyPhone: d.familyPhone ?? 'not given',
    manageUrl: d.manageUrl,
  }),
});

export const referralEmailTemplates = [
  referralOffer,
  referralAcceptedPhysio,
  referralAcceptedFamily,
  referralContactCheckFamily,
  referralVisitCheckFamily,
  referralContactReminderPhysio,
];
