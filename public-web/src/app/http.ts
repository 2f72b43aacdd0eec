import { IDEMPOTENCY_KEY_HEADER, type ApiErrorBody } from '@physio/api-contract';

/** A non-ok answer of our API. `message` is `${status}: ${body text or status text}` (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body when the API sent its usual JSON shape. */
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && 'code' in parsed ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON; when absent no body and no Content-Type are sent. */
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (analytics on navigation). */
  keepalive?: boolean;
  /**
   * One submission's key (newIdempotencyKey()), sent as Idempotency-Key. A request that carries one is sent again
   * when the connection fails before an answer arrives: the API answers a repeat as it did the first, so the
   * family's request is never written twice.
   */
  idempotencyKey?: string;
}

/** Attempts of a request with an idempotency key when the network fails (not when the API answers an error). */
const NETWORK_ATTEMPTS = 3;

/** A new key for one submission: make it when the family submits, and pass it to each try of that submission. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The single way the site calls its API: same-origin credentials, JSON in and out. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, keepalive, idempotencyKey }: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  };
  const attempts = idempotencyKey === undefined ? 1 : NETWORK_ATTEMPTS;
  let response: Response | undefined;
  for (let attempt = 1; !response; attempt++) {
    try {
      response = await fetch(path, init);
    } catch (error) {
      // fetch rejects only when no answer arrived (a TypeError); an abort is the caller's choice, not retried.
      if (attempt >= attempts || signal?.aborted || !(error instanceof TypeError)) throw error;
    }
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
