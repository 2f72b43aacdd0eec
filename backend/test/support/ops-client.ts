import { OPS_CSRF_HEADER } from '@physio/api-contract';

export interface OpsResponse {
  status: number;
  headers: Headers;
  body: any;
}

/**
 * A browser-like client of /api/ops: keeps the session cookie it is given, sends the CSRF token on
 * state-changing requests (unless told not to), and JSON bodies. `forwardedFor` sets X-Forwarded-For, so a
 * test can act as a client of its own where the API is told to trust loopback as its proxy (TRUST_PROXY).
 */
export class OpsClient {
  /** The session cookie's `name=value`, as the browser would send it. */
  cookie: string | null = null;
  /** The trusted-device cookie's `name=value` (given at each complete sign-in). */
  device: string | null = null;
  csrfToken: string | null = null;

  constructor(
    readonly baseUrl: string,
    readonly forwardedFor = '198.51.100.1',
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: string | false; headers?: Record<string, string> } = {},
  ): Promise<OpsResponse> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.forwardedFor, ...options.headers };
    const cookies = [this.cookie, this.device].filter(Boolean);
    if (cookies.length) headers.cookie = cookies.join('; ');
    const csrf = options.csrf === undefined ? this.csrfToken : options.csrf;
    if (csrf && method !== 'GET') headers[OPS_CSRF_HEADER] = csrf;
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const kept = pair.endsWith('=') ? null : pair;
      if (/^(__Secure-)?ops_device=/.test(pair)) this.device = kept;
      else this.cookie = kept;
    }
    const text = await res.text();
    const json = text ? JSON.parse(text) : undefined;
    if (json?.csrf_token) this.csrfToken = json.csrf_token;
    if (json?.session?.csrf_token) this.csrfToken = json.session.csrf_token;
    return { status: res.status, headers: res.headers, body: json };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, options?: { csrf?: string | false; headers?: Record<string, string> }) {
    return this.request('POST', path, body, options);
  }

  put(path: string, body?: unknown, options?: { csrf?: string | false }) {
    return this.request('PUT', path, body, options);
  }

  delete(path: string, options?: { csrf?: string | false }) {
    return this.request('DELETE', path, undefined, options);
  }

  /** Username and password only (accounts without a second factor, outside production). */
  async signIn(username: string, password: string): Promise<OpsResponse> {
    const res = await this.post('/api/ops/auth/login', { username, password });
    if (res.status !== 200 || res.body.status !== 'signed-in') {
      throw new Error(`Sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res;
  }
}

/** A client signed in as `account` (made by the ops-account factory): the usual start of an ops test. */
export async function signedIn(baseUrl: string, account: { username: string; password: string }): Promise<OpsClient> {
  const client = new OpsClient(baseUrl);
  await client.signIn(account.username, account.password);
  return client;
}

/** `?sort=…&range=…&filter=…` as ra-data-simple-rest writes them (each value JSON). */
export function listQuery(params: { sort?: unknown; range?: unknown; filter?: unknown }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `?${search.toString()}`;
}
