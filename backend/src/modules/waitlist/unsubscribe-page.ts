import { createHash } from 'node:crypto';
import { escapeHtml } from '../../infra/mail/templates/template-engine.js';
import { WAITLIST_UNSUBSCRIBE_PATH } from './unsubscribe-token.js';

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}' +
  'h1{font-size:1.4rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff;cursor:pointer}';

/**
 * The pages' Content-Security-Policy: no script at all, the one style block by its hash, and the form may post
 * only to us. The page is a plain HTML form, so it works under the strictest policy a proxy may add too.
 */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(body: string, baseUrl: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Waitlist - Home Physio Finder</title><style>${STYLE}</style></head>
<body><h1>Home Physio Finder</h1>${body}<p><a href="${escapeHtml(baseUrl)}/">Back to Home Physio Finder</a></p></body></html>`;
}

/** What the link in an email opens: it changes nothing; the button POSTs the token to leave. */
export function confirmLeavingPage(message: string, token: string, baseUrl: string): string {
  return page(
    `<p>${escapeHtml(message)}</p>
<form method="post" action="${WAITLIST_UNSUBSCRIBE_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Leave the waitlist</button></form>`,
    baseUrl,
  );
}

/** After leaving, or when there is nothing to leave. */
export function messagePage(message: string, baseUrl: string): string {
  return page(`<p>${escapeHtml(message)}</p>`, baseUrl);
}
