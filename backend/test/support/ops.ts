import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { OPS_CSRF_HEADER, type OpsRole } from '@physio/api-contract';

const CLI = join(__dirname, '..', '..', 'dist', 'cli', 'ops-user.js');

export interface OpsAccountLogin {
  username: string;
  password: string;
}

/** Creates a dashboard account the way an operator does: with the ops:user CLI (the password on stdin). */
export function createOpsAccount(env: Record<string, string>, role: OpsRole, prefix: string = role): OpsAccountLogin {
  const username = `${prefix}.${randomBytes(4).toString('hex')}`;
  const password = `Test only ${randomBytes(12).toString('base64url')}`;
  execFileSync(process.execPath, [CLI, 'add', username, '--role', role, '--password-stdin'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    input: `${password}\n`,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  return { username, password };
}

export type OpsClient = Awaited<ReturnType<typeof signIn>>;

/** Signs in through the API and returns a client that sends the session cookie and the CSRF token. */
export async function signIn(baseUrl: string, login: OpsAccountLogin) {
  const res = await fetch(`${baseUrl}/api/ops/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const body = (await res.json()) as { status: string; session?: { csrf_token: string } };
  if (res.status !== 200 || body.status !== 'signed-in') {
    throw new Error(`Could not sign in as ${login.username}: ${res.status} ${JSON.stringify(body)}`);
  }
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = body.session!.csrf_token;

  async function request(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { cookie, ...options.headers };
    if (method !== 'GET' && options.csrf !== false) headers[OPS_CSRF_HEADER] = csrf;
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const r = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await r.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: r.status, headers: r.headers, body: json, text };
  }
  return {
    cookie,
    csrf,
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown, options?: { csrf?: boolean }) => request('POST', path, body, options),
    put: (path: string, body?: unknown, options?: { csrf?: boolean }) => request('PUT', path, body, options),
    delete: (path: string, options?: { csrf?: boolean }) => request('DELETE', path, undefined, options),
    request,
  };
}

/** `?sort=…&range=…&filter=…` as ra-data-simple-rest writes them. */
export function listQuery(params: { sort?: unknown; range?: unknown; filter?: unknown }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `?${search.toString()}`;
}
