import type { ParsedMail } from './mime.js';
import { apiClient } from './http.js';

/** The token of an offer email's Accept link (the same token opens the Decline page). */
export function offerToken(mail: ParsedMail): string {
  const match = /\/api\/referral-offers\/respond\?token=([^&\s]+)&answer=accept/.exec(mail.text);
  if (!match) throw new Error(`No Accept link in:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** The token of the "you accepted" email's link to the referral's page. */
export function manageToken(mail: ParsedMail): string {
  const match = /\/api\/referral-offers\/respond\?token=([^&\s]+)/.exec(mail.text);
  if (!match) throw new Error(`No referral link in:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** What a physiotherapist's browser would post from the offer page, as JSON. */
export function referralClient(apiUrl: string) {
  const api = apiClient(apiUrl);
  return {
    view: (token: string) => api.get(`/api/referral-offers/respond?token=${encodeURIComponent(token)}`),
    accept: (token: string, plan: { first_call_at?: string; first_visit_on?: string } = {}) =>
      api.post('/api/referral-offers/accept', { token, ...plan }),
    decline: (token: string, reason: string, note?: string) =>
      api.post('/api/referral-offers/decline', { token, reason, ...(note === undefined ? {} : { note }) }),
    plan: (token: string, plan: { first_call_at?: string; first_visit_on?: string }) =>
      api.post('/api/referral-offers/plan', { token, ...plan }),
  };
}
