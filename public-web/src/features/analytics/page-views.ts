import type { PageViewBody } from '@physio/api-contract';
import { apiRequest } from '../../app/http';
import { whenIdle } from '../../app/when-idle';
import { pageViewsAllowed } from './analytics-preferences';

/**
 * The path we report: no query string or fragment, no trailing slash, and never a request id
 * (a results URL is private to the family who made it).
 */
export function reportablePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.replace(/^\/results\/[^/]+$/, '/results/:id').slice(0, 200) || '/';
}

/** Host of an external referrer, or null (same site, none, or unparseable). Never the full URL. */
export function referrerHost(referrer: string, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname;
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

/**
 * Fire and forget: a lost page view must never disturb the visitor. The first read of localStorage (the opt-out) and
 * the first request of a page each held the main thread noticeably in a Chromium trace of a fresh load, inside the
 * task that ran the page's effects; each now runs in its own idle moment instead. A visitor who leaves before those
 * moments come is still counted: the report goes out as the page is hidden (a keepalive request outlives the page).
 */
export function sendPageView(path: string, referrer_host: string | null): void {
  const body: PageViewBody = { path: reportablePath(path), referrer_host };
  let settled = false;
  const settle = () => {
    settled = true;
    window.removeEventListener('pagehide', sendNow);
  };
  const send = () => {
    settle();
    apiRequest<void>('/api/analytics/page-view', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
  function sendNow() {
    if (settled) return;
    if (pageViewsAllowed()) send();
    else settle();
  }
  window.addEventListener('pagehide', sendNow);
  whenIdle(() => {
    if (settled) return;
    if (!pageViewsAllowed()) return settle();
    whenIdle(() => {
      if (!settled) send();
    });
  });
}
