import { REPLY_WITHIN } from '@physio/api-contract';
import { defineTemplate } from '../../infra/mail/templates/email-template.js';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import { greeting, htmlParagraphs, londonDateTime } from '../../infra/mail/templates/template-helpers.js';

/** The contact form's emails (registered with the mail module in enquiries-worker.module.ts). */

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
        <mj-text><strong>{{heading}}</strong> (reply ${REPLY_WITHIN})</mj-text>
        <mj-text>Name: {{name}}<br />Email: <a href="mailto:{{email}}">{{email}}</a><br />Phone: {{phone}}<br />Subject: {{subjectLabel}}<br />Received: {{receivedAt}}<br />Reference: {{enquiryId}}</mj-text>
        <mj-text>{{{messageHtml}}}</mj-text>`,
  text: `{{heading}} (reply ${REPLY_WITHIN})

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
        <mj-text>What happens next: a member of our team will reply ${REPLY_WITHIN}. You do not need to do anything else. If you would like to look for a physiotherapist in the meantime, you can use our <a href="{{finderUrl}}" style="color:#1d4ed8">finder</a>.</mj-text>`,
  text: `{{greeting}}

{{bodyText}}

What happens next: a member of our team will reply ${REPLY_WITHIN}. You do not need to do anything else. If you would like to look for a physiotherapist in the meantime: {{finderUrl}}`,
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

export interface EnquiryReplyData {
  name: string;
  subjectLabel: string;
  reply: string;
  /** The coordinator who wrote it, as named on the dashboard. */
  author: string;
}

/** A coordinator's reply to an enquiry, written on the dashboard; the person's answer reaches the team inbox. */
export const enquiryReply = defineTemplate<EnquiryReplyData>({
  name: 'enquiry-reply',
  footer: 'family',
  subject: (d) => `Your message about "${d.subjectLabel}" - Home Physio Finder`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>{{{replyHtml}}}</mj-text>
        <mj-text>{{author}}, Home Physio Finder</mj-text>
        <mj-text>What happens next: if you have anything to add, reply to this email and it reaches our team.</mj-text>`,
  text: `{{greeting}}

{{reply}}

{{author}}, Home Physio Finder

What happens next: if you have anything to add, reply to this email and it reaches our team.`,
  view: (d) => ({
    greeting: greeting(d.name),
    reply: d.reply,
    replyHtml: htmlParagraphs(d.reply),
    author: d.author,
  }),
});

export const contactEmailTemplates = [contactReceived, contactAcknowledgement, enquiryReply];
