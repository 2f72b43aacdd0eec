import { vi } from 'vitest';
import type { OpsSessionView } from '@physio/api-contract';

/** One request the dashboard sent, as the API would see it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: SentRequest) => Reply | undefined;

/**
 * Stands in for the API over fetch: each handler answers the requests it recognises (first match wins); anything
 * else is a 404 in the API's error shape. Every request is recorded for the test to inspect.
 */
export function fakeApi(...handlers: Handler[]) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const reply = handlers.map((handler) => handler(request)).find(Boolean) ?? {
      status: 404,
      body: { status: 404, code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

/** Answers `method path` (path without the query string) with a reply. */
export const on =
  (method: string, path: string, reply: Reply | ((request: SentRequest) => Reply)): Handler =>
  (request) =>
    request.method === method && request.url.split('?')[0] === path
      ? typeof reply === 'function'
        ? reply(request)
        : reply
      : undefined;

export const aSession = (
  overrides: Partial<OpsSessionView['account']> = {},
  csrf = 'csrf-token-1',
): OpsSessionView => ({
  account: {
    id: 7,
    username: 'sam.coordinator',
    display_name: 'Sam Coordinator',
    role: 'coordinator',
    totp_enabled: true,
    password_change_required: false,
    passkey_required: false,
    ...overrides,
  },
  csrf_token: csrf,
  idle_expires_at: '2030-01-01T00:30:00Z',
  absolute_expires_at: '2030-01-01T12:00:00Z',
});
