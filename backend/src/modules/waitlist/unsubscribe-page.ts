import { PLAIN_PAGE_CSP, plainFormPage, plainPage } from '../../web/plain-page.js';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import { WAITLIST_UNSUBSCRIBE_PATH } from './unsubscribe-token.js';

/** No script; the one style block by its hash; the form posts only to us (web/plain-page.ts). */
export const UNSUBSCRIBE_PAGE_CSP = PLAIN_PAGE_CSP;

/** What the link in an email opens: it changes nothing; the button POSTs the token to leave. */
export function confirmLeavingPage(message: string, token: string, baseUrl: string): string {
  return plainFormPage('Waitlist', message, WAITLIST_UNSUBSCRIBE_PATH, token, 'Leave the waitlist', baseUrl);
}

/** After leaving, or when there is nothing to leave. */
export function messagePage(message: string, baseUrl: string): string {
  return plainPage('Waitlist', `<p>${escapeHtml(message)}</p>`, baseUrl);
}
