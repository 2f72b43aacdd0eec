import type { ApiErrorBody } from '@physio/api-contract';

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
}

/** The single way the site calls its API: same-origin credentials, JSON in and out. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, keepalive }: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
