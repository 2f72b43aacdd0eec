import { escapeHtml as e } from '../../../infra/mail/templates/template-engine.js';
import { plainPage } from '../../../web/plain-page.js';
import { AVAILABILITY_LINK_PATH, AVAILABILITY_PATH } from './availability-links.js';
import type { AvailabilityState } from './availability.service.js';

const TITLE = 'Your availability';

const longDate = (isoDay: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

function askForLink(): string {
  return `<form method="post" action="${AVAILABILITY_LINK_PATH}"><fieldset><legend>Get a new link</legend>
<label for="email">The email address we send your referrals to</label>
<input type="email" id="email" name="email" autocomplete="email" required>
<p><button type="submit">Email me a link</button></p></fieldset></form>`;
}

/** The availability form (plain HTML, no script), or what to do when the link has expired. */
export function availabilityPage(state: AvailabilityState, baseUrl: string, notice?: string, saved = false): string {
  if (state.kind === 'expired') {
    return plainPage(TITLE, `<h2>${TITLE}</h2><p>This link has expired.</p>${askForLink()}`, baseUrl);
  }
  const v = state.view;
  const top = `${notice ? `<p class="error" role="alert">${e(notice)}</p>` : ''}${saved ? '<p role="status"><strong>Saved. Matching uses it from the next referral.</strong></p>' : ''}`;
  const paused = v.offers_paused_until
    ? `<p>New referrals are paused up to and including <strong>${e(longDate(v.offers_paused_until))}</strong>.</p>`
    : '<p>You are receiving new referrals.</p>';
  return plainPage(
    TITLE,
    `<h2>${TITLE}: ${e(v.name)}</h2>${top}${paused}
<form method="post" action="${AVAILABILITY_PATH}"><fieldset><legend>Update</legend>
<input type="hidden" name="token" value="${e(state.token)}">
<label for="offers_paused_until">Away until (no new referrals up to and including this day; leave empty to receive them)</label>
<input type="date" id="offers_paused_until" name="offers_paused_until" value="${e(v.offers_paused_until ?? '')}">
<label for="weekly_capacity">New families you can take on each week</label>
<input type="number" id="weekly_capacity" name="weekly_capacity" min="0" max="100" step="1" required value="${e(String(v.weekly_capacity))}">
<label for="travel_radius_miles">How far you travel from your base (miles)</label>
<input type="number" id="travel_radius_miles" name="travel_radius_miles" min="1" max="60" step="0.5" required value="${e(String(v.travel_radius_miles))}">
<p><button type="submit">Save</button></p></fieldset></form>
<p class="hint">Referrals you have already accepted are not affected.</p>`,
    baseUrl,
  );
}

export function linkRequestedPage(baseUrl: string): string {
  return plainPage(
    TITLE,
    `<h2>${TITLE}</h2><p role="status">If that address belongs to a physiotherapist registered with us, we have emailed it a link to their availability page. It works for 30 days.</p>`,
    baseUrl,
  );
}

export function askForLinkPage(baseUrl: string, notice?: string): string {
  return plainPage(
    TITLE,
    `<h2>${TITLE}</h2>${notice ? `<p class="error" role="alert">${e(notice)}</p>` : ''}<p>Going on holiday, full, or travelling less far? We will email you a link to change it.</p>${askForLink()}`,
    baseUrl,
  );
}
