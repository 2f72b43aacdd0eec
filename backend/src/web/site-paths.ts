import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

export type SiteFile = { file: string; status: 200 | 404 };

/** Paths the single-page app renders in the browser (no prerendered HTML): they get the app shell. */
const SPA_ROUTES = [/^\/results\/[^/]+\/?$/];

/**
 * Which file of a prerendered site answers a path, the way a static host with
 * `try_files $uri $uri/index.html` would: `/about` and `/about/` both get `about/index.html`,
 * app-shell routes get `__spa-fallback.html`, and anything else is a real 404 with the 404 page.
 * Returns paths relative to the site root; never escapes it.
 */
export function resolveSiteFile(root: string, urlPath: string): SiteFile {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return { file: '404/index.html', status: 404 };
  }
  const relative = normalize(path).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..') || path.includes('\0')) return { file: '404/index.html', status: 404 };

  const isFile = (p: string) => {
    const full = join(root, p);
    return existsSync(full) && statSync(full).isFile();
  };
  if (relative && isFile(relative)) return { file: relative, status: 200 };
  const index = join(relative.replace(/[/\\]$/, ''), 'index.html');
  if (isFile(index) && !index.startsWith(`404${sep}`)) return { file: index, status: 200 };
  if (SPA_ROUTES.some((pattern) => pattern.test(path))) return { file: '__spa-fallback.html', status: 200 };
  return { file: '404/index.html', status: 404 };
}
