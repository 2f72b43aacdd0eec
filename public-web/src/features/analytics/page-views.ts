import { apiRequest } from '../../app/http';
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

/** Fire and forget: a lost page view must never disturb the visitor. */
export function sendPageView(path: string, referrer_host: string | null): void {
  if (!pageViewsAllowed()) return;
  apiRequest<void>('/api/analytics/page-view', {
    method: 'POST',
    body: { path: reportablePath(path), referrer_host },
    keepalive: true,
  }).catch(() => undefined);
}
