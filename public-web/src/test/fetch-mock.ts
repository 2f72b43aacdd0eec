import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` (the network boundary) with routes keyed 'METHOD /path' (query string ignored).
 * Unknown calls answer 404 so a test never hangs; every call is recorded.
 */
export function mockFetch(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body, init };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const responder = routes[`${method} ${path}`];
    return responder ? responder(call) : json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path),
  };
}
