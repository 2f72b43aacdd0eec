import { createHash } from 'node:crypto';
import { escapeHtml } from '../infra/mail/templates/template-engine.js';

const STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}' +
  'h1{font-size:1.4rem}h2{font-size:1.15rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff;cursor:pointer}' +
  'label{display:block;margin:.8rem 0 .2rem}input,textarea{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}' +
  'input[type=radio]{width:auto;margin-right:.5rem}.choice{font-weight:normal;margin:.3rem 0}' +
  'fieldset{border:1px solid #d1d5db;border-radius:.4rem;margin:1.2rem 0;padding:1rem}legend{font-weight:bold;padding:0 .3rem}' +
  'dt{font-weight:bold;margin-top:.5rem}dd{margin:0}.secondary{background:#4b5563}.error{color:#b91c1c;font-weight:bold}' +
  '.hint{color:#4b5563;font-size:.9rem;margin:.2rem 0}';

/**
 * The Content-Security-Policy of the pages an email's link opens: no script at all, the one style block by its
 * hash, and forms may post only to us. The pages are plain HTML forms, so they work under the strictest policy a
 * proxy may add too.
 */
export const PLAIN_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A page with no script: `bodyHtml` is built by the caller from escaped values. */
export function plainPage(title: string, bodyHtml: string, baseUrl: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} - Home Physio Finder</title><style>${STYLE}</style></head>
<body><h1>Home Physio Finder</h1>${bodyHtml}<p><a href="${escapeHtml(baseUrl)}/">Back to Home Physio Finder</a></p></body></html>`;
}

/** A page whose one button POSTs `token` to `action` (a link's page changes nothing: mail scanners open links). */
export function plainFormPage(
  title: string,
  message: string,
  action: string,
  token: string,
  button: string,
  baseUrl: string,
): string {
  return plainPage(
    title,
    `<p>${escapeHtml(message)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(button)}</button></form>`,
    baseUrl,
  );
}
