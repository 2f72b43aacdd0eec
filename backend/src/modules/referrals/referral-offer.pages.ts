import { CONDITION_LABELS, DECLINE_REASON_LABELS, DECLINE_REASONS, URGENCY_LABELS } from '@physio/api-contract';
import { londonClock } from '../../common/calendar/london-time.js';
import { escapeHtml as e } from '../../infra/mail/templates/template-engine.js';
import { londonDateTime } from '../../infra/mail/templates/template-helpers.js';
import { plainPage } from '../../web/plain-page.js';
import { CHECK_IN_PATH } from './check-in-links.js';
import type { CheckInState } from './family-check-ins.service.js';
import type { OfferLookup } from './referral-offers.service.js';
import { EXPIRED_MESSAGE, notOpenMessage } from './referral-offers.service.js';

/**
 * The pages a physiotherapist reaches from a referral email: plain HTML forms (no script, the strictest CSP), so
 * they work in any mail app's browser. Opening a page changes nothing; only its buttons (POST) do.
 */

export const REFERRAL_ACCEPT_PATH = '/api/referral-offers/accept';
export const REFERRAL_DECLINE_PATH = '/api/referral-offers/decline';
export const REFERRAL_PLAN_PATH = '/api/referral-offers/plan';

type Offer = Extract<OfferLookup, { kind: 'offer' }>;

const TITLE = 'Referral';

function summary({ offer: o }: Offer): string {
  return `<dl>
<dt>Reference</dt><dd>${e(o.reference)}</dd>
<dt>Condition</dt><dd>${e(CONDITION_LABELS[o.condition])}</dd>
<dt>Urgency</dt><dd>${e(URGENCY_LABELS[o.urgency])}</dd>
<dt>Postcode district</dt><dd>${e(o.district)}</dd>
<dt>What the family told us</dt><dd>${o.additional_info ? e(o.additional_info).replace(/\r?\n/g, '<br>') : 'Nothing further.'}</dd>
</dl>`;
}

function planFields(o: Offer['offer']): string {
  const call = o.first_call_at ? londonClock(new Date(o.first_call_at)) : '';
  return `<label for="first_call_at">When will you first call the family? (optional, UK time)</label>
<input type="datetime-local" id="first_call_at" name="first_call_at" value="${e(call)}">
<label for="first_visit_on">Date of the first visit (optional)</label>
<input type="date" id="first_visit_on" name="first_visit_on" value="${e(o.first_visit_on ?? '')}">
<p class="hint">You can give either later from this page.</p>`;
}

function acceptForm(found: Offer): string {
  return `<form method="post" action="${REFERRAL_ACCEPT_PATH}"><fieldset><legend>Accept</legend>
<input type="hidden" name="token" value="${e(found.token)}">
${planFields(found.offer)}
<p><button type="submit">Accept this referral</button></p></fieldset></form>`;
}

function declineForm(found: Offer): string {
  const reasons = DECLINE_REASONS.map(
    (r, i) =>
      `<label class="choice"><input type="radio" name="reason" value="${r}"${i === 0 ? ' required' : ''}>${e(DECLINE_REASON_LABELS[r])}</label>`,
  ).join('\n');
  return `<form method="post" action="${REFERRAL_DECLINE_PATH}"><fieldset><legend>Decline</legend>
<input type="hidden" name="token" value="${e(found.token)}">
<p>Why can you not take this family on?</p>
${reasons}
<label for="note">Anything to add (needed for "Other")</label>
<textarea id="note" name="note" rows="3" maxlength="500"></textarea>
<p><button type="submit" class="secondary">Decline this referral</button></p></fieldset></form>`;
}

function familyDetails(found: Offer): string {
  const o = found.offer;
  const f = o.family!;
  const given = f.email || f.phone;
  return `<p>Thank you for accepting this referral. ${
    given
      ? `Please contact the family by <strong>${e(londonDateTime(new Date(o.contact_by!)))}</strong>.`
      : `The family chose not to share contact details: they will contact you, quoting reference ${e(o.reference)}.`
  }</p>
<dl>
<dt>Name</dt><dd>${e(f.name ?? 'not given')}</dd>
<dt>Email</dt><dd>${f.email ? `<a href="mailto:${e(f.email)}">${e(f.email)}</a>` : 'not given'}</dd>
<dt>Phone</dt><dd>${f.phone ? `<a href="tel:${e(f.phone.replace(/\s/g, ''))}">${e(f.phone)}</a>` : 'not given'}</dd>
</dl>
<form method="post" action="${REFERRAL_PLAN_PATH}"><fieldset><legend>Your plan</legend>
<input type="hidden" name="token" value="${e(found.token)}">
${planFields(o)}
<p><button type="submit">Save</button></p></fieldset></form>`;
}

/** The page for whatever state the offer is in; `answer` puts the form the email's button named first. */
export function offerPage(found: OfferLookup, baseUrl: string, answer?: string, notice?: string): string {
  if (found.kind === 'expired') return plainPage(TITLE, `<p>${e(EXPIRED_MESSAGE)}</p>`, baseUrl);
  const o = found.offer;
  const top = `<h2>Referral ${e(o.reference)}: ${e(CONDITION_LABELS[o.condition])}</h2>${notice ? `<p class="error" role="alert">${e(notice)}</p>` : ''}`;
  if (o.status === 'open') {
    const forms =
      answer === 'decline' ? declineForm(found) + acceptForm(found) : acceptForm(found) + declineForm(found);
    return plainPage(
      TITLE,
      `${top}<p>Please answer by <strong>${e(londonDateTime(new Date(o.reply_by)))}</strong>. If you accept, you will see the family's name and contact details straight away.</p>${summary(found)}${forms}`,
      baseUrl,
    );
  }
  if (o.status === 'accepted') return plainPage(TITLE, `${top}${familyDetails(found)}${summary(found)}`, baseUrl);
  return plainPage(TITLE, `${top}<p>${e(notOpenMessage(found))}</p>${summary(found)}`, baseUrl);
}

/** A link we did not sign, or bad input: what went wrong and what to do. */
export function problemPage(message: string, baseUrl: string): string {
  return plainPage(
    TITLE,
    `<p class="error" role="alert">${e(message)}</p><p>Please go back and try again, or contact us.</p>`,
    baseUrl,
  );
}

const QUESTIONS = {
  contact: {
    title: 'Has your physiotherapist been in touch?',
    ask: (name: string) => `Has ${name} been in touch with you?`,
    yes: 'Yes, we have spoken',
    no: 'Not yet',
    thanksYes: 'Thank you. We are glad you are in touch; there is nothing more to do.',
    thanksNo: (name: string) =>
      `Thank you for telling us. We have reminded ${name}, and one of our team will call you.`,
  },
  visit: {
    title: 'Did the first visit happen?',
    ask: (name: string, day: string | null) =>
      `Did ${name}'s first visit to your parent${day ? ` on ${day}` : ''} happen?`,
    yes: 'Yes, it happened',
    no: 'No',
    thanksYes: 'Thank you, and we hope the sessions go well.',
    thanksNo: () => 'Thank you for telling us. One of our team will call you to sort it out.',
  },
} as const;

/**
 * A family's check-in: the question and its two buttons (each POSTs), with what they answered if they did. Opening
 * it changes nothing; `preferred` (the email's button) is shown first.
 */
export function checkInPage(state: CheckInState, baseUrl: string, preferred?: string, notice?: string): string {
  if (state.kind === 'expired') {
    return plainPage(
      'Check-in',
      '<p>This link has expired. If you still need help, please contact us and we will call you.</p>',
      baseUrl,
    );
  }
  const q = QUESTIONS[state.question];
  const day = state.first_visit_on
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${state.first_visit_on}T00:00:00Z`),
      )
    : null;
  const said =
    state.answer === null
      ? ''
      : `<p role="status"><strong>${e(state.answer === 'yes' ? q.thanksYes : q.thanksNo(state.physiotherapist))}</strong></p>`;
  const button = (answer: 'yes' | 'not-yet', label: string, secondary: boolean) =>
    `<form method="post" action="${CHECK_IN_PATH}"><input type="hidden" name="token" value="${e(state.token)}"><input type="hidden" name="answer" value="${answer}"><p><button type="submit"${secondary ? ' class="secondary"' : ''}>${e(label)}</button></p></form>`;
  const yes = button('yes', q.yes, preferred === 'not-yet');
  const no = button('not-yet', q.no, preferred !== 'not-yet');
  const buttons = preferred === 'not-yet' ? no + yes : yes + no;
  const ask =
    state.question === 'contact'
      ? QUESTIONS.contact.ask(state.physiotherapist)
      : QUESTIONS.visit.ask(state.physiotherapist, day);
  return plainPage(
    q.title,
    `<h2>${e(q.title)}</h2>${notice ? `<p class="error" role="alert">${e(notice)}</p>` : ''}${said}<p>${e(ask)}</p>${state.answer === null ? buttons : `<p>Changed your mind? Choose again:</p>${buttons}`}`,
    baseUrl,
  );
}
