import { REPLY_WITHIN } from '@physio/api-contract';
import { defineTemplate } from '../../infra/mail/templates/email-template.js';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import { greeting } from '../../infra/mail/templates/template-helpers.js';

/** The waitlist's emails (registered with the mail module in waitlist-worker.module.ts). */

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
  /** The postcode they gave: the finder's link carries it, so the finder starts with it filled in. */
  postcode: string;
  /** How many of our active physiotherapists visit the district now. */
  physiotherapists: number;
  unsubscribeUrl: string;
}

export const waitlistAreaCovered = defineTemplate<WaitlistAreaCoveredData>({
  name: 'waitlist-area-covered',
  footer: 'waitlist',
  subject: (d) => `Good news: Home Physio Finder now covers ${d.district}`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>Good news: Home Physio Finder now has {{physiotherapists}} visiting homes in <strong>{{district}}</strong>{{areaSuffix}}.</mj-text>
        <mj-text>What to do next: check your parent's postcode, tell us their condition and how soon they need help, and we will match them with a physiotherapist. Matching is free, and we reply ${REPLY_WITHIN}.</mj-text>
        <mj-button href="{{finderUrl}}">Find a physiotherapist</mj-button>
        <mj-text>This is the one email we promised. You are now off the waitlist's notification list, and we will not email you about it again.</mj-text>`,
  text: `{{greeting}}

Good news: Home Physio Finder now has {{physiotherapists}} visiting homes in {{district}}{{areaSuffix}}.

What to do next: check your parent's postcode, tell us their condition and how soon they need help, and we will match them with a physiotherapist. Matching is free, and we reply ${REPLY_WITHIN}.

Find a physiotherapist: {{finderUrl}}

This is the one email we promised. You are now off the waitlist's notification list, and we will not email you about it again.`,
  view: (d, ctx) => ({
    greeting: greeting(d.name),
    district: d.district,
    areaSuffix: d.county ? ` (${d.county})` : '',
    // "a qualified ... physiotherapist" for one, the number for more.
    physiotherapists:
      d.physiotherapists > 1
        ? `${d.physiotherapists} qualified, HCPC-registered physiotherapists`
        : 'a qualified, HCPC-registered physiotherapist',
    finderUrl: `${ctx.baseUrl}/finder?postcode=${encodeURIComponent(d.postcode)}`,
    unsubscribeUrl: d.unsubscribeUrl,
  }),
});

export interface WaitlistAlreadyJoinedData {
  name: string;
  district: string;
  unsubscribeUrl: string;
}

/** The waitlist form was sent again with an address already on the list for that district (at most daily). */
export const waitlistAlreadyJoined = defineTemplate<WaitlistAlreadyJoinedData>({
  name: 'waitlist-already-joined',
  footer: 'waitlist',
  subject: (d) => `You are already on the Home Physio Finder waitlist for ${d.district}`,
  mjml: `
        <mj-text>{{greeting}}</mj-text>
        <mj-text>Someone, probably you, asked to join the Home Physio Finder waitlist for <strong>{{district}}</strong> with this email address. You are already on the list for {{district}}, so there is nothing more to do: we will email you once, as soon as we cover it.</mj-text>
        <mj-text>If this was not you, you can ignore this email. To leave the waitlist, <a href="{{unsubscribeUrl}}" style="color:#1d4ed8">follow this link</a> and we will delete your details.</mj-text>`,
  text: `{{greeting}}

Someone, probably you, asked to join the Home Physio Finder waitlist for {{district}} with this email address. You are already on the list for {{district}}, so there is nothing more to do: we will email you once, as soon as we cover it.

If this was not you, you can ignore this email. To leave the waitlist and have your details deleted: {{unsubscribeUrl}}`,
  view: (d) => ({
    greeting: greeting(d.name),
    district: d.district,
    unsubscribeUrl: d.unsubscribeUrl,
  }),
});

export const waitlistEmailTemplates = [waitlistJoined, waitlistAreaCovered, waitlistAlreadyJoined];
