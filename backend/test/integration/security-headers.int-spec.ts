import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { testEnv } from '../support/env.js';
import { apiClient } from '../support/http.js';
import { startApi, type RunningApi } from '../support/processes.js';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A built site in miniature: pages with inline scripts, the hash manifest its build writes, and an asset. */
function writeSite(root: string, pages: Record<string, string>, manifest = true): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const [file, script] of Object.entries(pages)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `<!doctype html><html><head><script>${script}</script></head><body></body></html>`);
    hashes[file] = hashOf(script);
  }
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  if (manifest) {
    const json = Object.fromEntries(Object.entries(hashes).map(([file, hash]) => [file, [hash]]));
    writeFileSync(join(root, 'csp-hashes.json'), JSON.stringify(json));
  }
  return hashes;
}

const PAGE_RULES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
const directives = (policy: string | null) => (policy ?? '').split(/;\s*/);
const scriptSrc = (policy: string | null) => directives(policy).find((d) => d.startsWith('script-src '));

/** What a browser is told about every page, file and answer of the API, through real HTTP. */
describe('security headers', () => {
  let dir: string;
  let api: RunningApi;
  let http: ReturnType<typeof apiClient>;
  let hashes: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
    hashes = writeSite(join(dir, 'site'), {
      'index.html': 'window.home = 1;',
      'faq/index.html': 'window.faq = 1;',
      '404/index.html': 'window.notFound = 1;',
      '__spa-fallback.html': 'window.shell = 1;',
    });
    mkdirSync(join(dir, 'ops', 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'ops', 'index.html'),
      '<!doctype html><script type="module" src="/ops/assets/a.js"></script>',
    );
    // Loopback stands in for the load balancer that reports the scheme (X-Forwarded-Proto).
    api = await startApi(
      testEnv({ PUBLIC_WEB_DIR: join(dir, 'site'), OPS_DASHBOARD_DIR: join(dir, 'ops'), TRUST_PROXY: '127.0.0.1' }),
    );
    http = apiClient(api.url);
  });

  afterAll(async () => {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200, 'index.html'],
    ['/faq', 200, 'faq/index.html'],
    ['/no-such-page', 404, '404/index.html'],
    ['/results/88c8fd2b-c384-43aa-afcc-694a1e8960ab', 200, '__spa-fallback.html'],
  ])('sends %s with a policy that runs its own inline scripts and nothing else inline', async (path, status, file) => {
    const res = await http.get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = res.headers.get('content-security-policy');
    expect(scriptSrc(policy)).toBe(`script-src 'self' ${hashes[file]}`);
    expect(directives(policy)).toEqual(expect.arrayContaining(PAGE_RULES));
    expect(policy).not.toContain('unsafe-eval');
  });

  it('sends the same policy with a compressed page', async () => {
    writeFileSync(join(dir, 'site', 'index.html.gz'), '');
    const res = await fetch(`${api.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(scriptSrc(res.headers.get('content-security-policy'))).toBe(`script-src 'self' ${hashes['index.html']}`);
  });

  it('lets dashboard pages run scripts from this origin only', async () => {
    for (const path of ['/ops/', '/ops/finder-requests/42']) {
      const res = await http.get(path);
      expect(res.status).toBe(200);
      const policy = res.headers.get('content-security-policy');
      expect(scriptSrc(policy)).toBe("script-src 'self'");
      expect(directives(policy)).toEqual(expect.arrayContaining(PAGE_RULES));
    }
  });

  it.each([
    ['a JSON answer', '/api/health'],
    ['a JSON error', '/api/no-such-endpoint'],
    ['a file', '/assets/app-1a2b3c.js'],
  ])('gives %s a policy that allows nothing', async (_, path) => {
    const res = await http.get(path);
    expect(directives(res.headers.get('content-security-policy'))).toEqual([
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  it('sends the same protective headers with pages, files and JSON', async () => {
    for (const path of ['/', '/faq', '/assets/app-1a2b3c.js', '/api/health', '/api/no-such-endpoint', '/ops/']) {
      const { headers } = await http.get(path);
      expect({
        path,
        nosniff: headers.get('x-content-type-options'),
        referrer: headers.get('referrer-policy'),
        frame: headers.get('x-frame-options'),
        opener: headers.get('cross-origin-opener-policy'),
        resource: headers.get('cross-origin-resource-policy'),
      }).toEqual({
        path,
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        frame: 'DENY',
        opener: 'same-origin',
        resource: 'same-origin',
      });
      const features = (headers.get('permissions-policy') ?? '').split(', ');
      expect(features).toEqual(
        expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']),
      );
    }
  });

  it('sends Strict-Transport-Security only over HTTPS (as the proxy in front reports it)', async () => {
    for (const path of ['/', '/api/health']) {
      expect((await http.get(path)).headers.get('strict-transport-security')).toBeNull();
      expect(
        (await http.get(path, { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security'),
      ).toBeNull();
      expect((await http.get(path, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('keeps a family’s request out of every cache: its answer names a condition and a postcode', async () => {
    // An unknown id is enough to see the header on the route; finder-pipeline checks it on a real result too.
    const unknown = await http.get('/api/finder-requests/88c8fd2b-c384-43aa-afcc-694a1e8960ab');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const refused = await http.post('/api/finder-requests', {});
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Public answers with nothing personal stay cacheable as before.
    expect((await http.get('/api/health')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('serves the OpenAPI page outside production, with scripts from this origin only', async () => {
    const page = await http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(scriptSrc(page.headers.get('content-security-policy'))).toBe("script-src 'self'");
    expect((await http.get('/api/docs/openapi.json')).body.info.title).toBe('Home Physio Finder API');
  });

  it('refuses to start without the site’s script hashes, rather than serve pages whose scripts the browser blocks', async () => {
    const bare = join(dir, 'bare');
    writeSite(bare, { 'index.html': 'window.home = 1;' }, false);
    await expect(startApi(testEnv({ PUBLIC_WEB_DIR: bare }))).rejects.toThrow(/csp-hashes\.json is missing/);
  });
});

describe('behind a proxy that ends TLS and forwards plain HTTP without saying so', () => {
  let api: RunningApi;

  beforeAll(async () => {
    // No TRUST_PROXY: X-Forwarded-Proto is not believed, so every request looks like plain HTTP.
    api = await startApi(testEnv({ PUBLIC_BASE_URL: 'https://www.home-physio.example' }));
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('still tells browsers to use HTTPS only, since families reach the site over https', async () => {
    const http = apiClient(api.url);
    for (const path of ['/api/health', '/api/no-such-endpoint']) {
      expect((await http.get(path)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});

describe('the OpenAPI page in production', () => {
  const production = {
    NODE_ENV: 'production',
    LINK_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    OPS_ORIGIN: 'https://ops.example.org',
    INSECURE_PRIVATE_HOPS: 'redis,postgres,smtp',
  };

  it('is not served unless OPENAPI_DOCS=on', async () => {
    const api = await startApi(testEnv(production));
    try {
      const http = apiClient(api.url);
      for (const path of ['/api/docs', '/api/docs/openapi.json']) {
        const res = await http.get(path);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    } finally {
      await api.stop();
    }
  });

  it('is served with OPENAPI_DOCS=on', async () => {
    const api = await startApi(testEnv({ ...production, OPENAPI_DOCS: 'on' }));
    try {
      const http = apiClient(api.url);
      expect((await http.get('/api/docs')).status).toBe(200);
      expect((await http.get('/api/docs/openapi.json')).body.info.title).toBe('Home Physio Finder API');
    } finally {
      await api.stop();
    }
  });
});
