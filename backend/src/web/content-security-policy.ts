/**
 * The Content-Security-Policy of each kind of answer. Pages may run only scripts from this origin plus, for the
 * prerendered site, the inline scripts its build hashed (public-web/scripts/csp-hashes.mjs writes them to
 * csp-hashes.json: file -> ['sha256-…']), so an injected <script> or event handler does not run.
 */

/** Everything but scripts, for every HTML page (the site, the dashboard, the OpenAPI page, small API pages). */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  // Emotion (Chakra UI, and MUI in the dashboard) inserts <style> elements while the app runs, and React renders
  // style attributes: neither can be hashed ahead of time. Style injection cannot run script.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  // No page of ours sets a <base>: an injected one could redirect every relative script and link.
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * JSON, and anything else that is not a page: nothing may load from it, nor may it be framed. `object-src` and
 * `base-uri` are named although `default-src 'none'` covers the first and nothing covers the second: a browser that
 * renders such an answer as a page (a sniffed type, an old plug-in) still gets neither.
 */
export const NON_PAGE_POLICY = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** An HTML page's policy: scripts from this origin, and only the inline scripts whose hashes are given. */
export function pagePolicy(inlineScriptHashes: readonly string[] = []): string {
  const [defaultSrc, ...rest] = PAGE_DIRECTIVES;
  return [defaultSrc, ["script-src 'self'", ...inlineScriptHashes].join(' '), ...rest].join('; ');
}

/** HTML file (relative to the site root, '/'-separated) -> its inline scripts' hash sources. */
export type CspHashManifest = ReadonlyMap<string, readonly string[]>;

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * Reads csp-hashes.json. Anything but a map of file names to lists of 'sha256-…' sources is refused, so nothing
 * else can reach the header.
 */
export function parseCspHashManifest(json: unknown): CspHashManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('csp-hashes.json must be an object of HTML file -> list of hash sources');
  }
  const manifest = new Map<string, string[]>();
  for (const [file, hashes] of Object.entries(json as Record<string, unknown>)) {
    if (!file.endsWith('.html') || !Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string')) {
      throw new Error(`csp-hashes.json: ${JSON.stringify(file)} must name an .html file and list hash sources`);
    }
    const bad = (hashes as string[]).find((hash) => !HASH_SOURCE.test(hash));
    if (bad !== undefined) throw new Error(`csp-hashes.json: ${JSON.stringify(bad)} is not a 'sha256-…' source`);
    manifest.set(file, hashes as string[]);
  }
  return manifest;
}
