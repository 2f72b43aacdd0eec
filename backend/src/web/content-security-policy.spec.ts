import { NON_PAGE_POLICY, pagePolicy, parseCspHashManifest } from './content-security-policy.js';

const HASH = `'sha256-${'A'.repeat(43)}='`;

describe('Content-Security-Policy', () => {
  it('lets a page run scripts from this origin and the inline scripts hashed for it, nothing else', () => {
    const policy = pagePolicy([HASH]);
    const directives = policy.split('; ');
    expect(directives).toContain(`script-src 'self' ${HASH}`);
    expect(directives).toEqual([
      "default-src 'self'",
      `script-src 'self' ${HASH}`,
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('gives pages without hashes (the dashboard) scripts from this origin only', () => {
    expect(pagePolicy()).toContain("script-src 'self'; ");
  });

  it('gives JSON and files nothing to load and no frame', () => {
    expect(NON_PAGE_POLICY).toBe("default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
  });
});

describe('the script hash manifest', () => {
  it('maps each page to its hash sources', () => {
    const manifest = parseCspHashManifest({ 'index.html': [HASH], '404/index.html': [] });
    expect(manifest.get('index.html')).toEqual([HASH]);
    expect(manifest.get('404/index.html')).toEqual([]);
  });

  it.each([
    ['an array', []],
    ['a file that is not a page', { 'app.js': [HASH] }],
    ['hashes that are not a list', { 'index.html': HASH }],
    ['a source that is not a sha256 hash', { 'index.html': ["'unsafe-inline'"] }],
    ['a hash without quotes', { 'index.html': [HASH.slice(1, -1)] }],
    ['a header injection', { 'index.html': [`${HASH}; script-src *`] }],
  ])('refuses %s', (_, json) => {
    expect(() => parseCspHashManifest(json)).toThrow(/csp-hashes.json/);
  });
});
