import { SpanKind, type Attributes, type SpanStatus } from '@opentelemetry/api';
import { logPath } from '../logging/logger.js';

/** What the redaction reads and rewrites of a finished span (the SDK's ReadableSpan has more, kept as it is). */
export interface RedactableSpan {
  readonly kind: SpanKind;
  readonly attributes: Attributes;
  readonly status: SpanStatus;
  readonly events: readonly { name: string; attributes?: Attributes; time: unknown }[];
}

/** Paths, in either generation of the HTTP conventions: the query string goes, ids become `:id` (as in the logs). */
const PATH_ATTRIBUTES = ['http.target', 'url.path'];
/** Whole URLs: the origin stays, the path as above. */
const URL_ATTRIBUTES = ['http.url', 'url.full'];
const DROPPED_ATTRIBUTES = ['url.query', 'http.user_agent', 'user_agent.original'];
/** On a server span, the peer is the person: their address is personal data. */
const CLIENT_ATTRIBUTES = [
  'client.address',
  'client.port',
  'http.client_ip',
  'net.peer.ip',
  'net.peer.port',
  'net.sock.peer.addr',
  'net.sock.peer.port',
  'network.peer.address',
  'network.peer.port',
];

function redactedUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.origin}${logPath(url.pathname)}`;
  } catch {
    return logPath(value);
  }
}

export function redactAttributes(attributes: Attributes, kind: SpanKind): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED_ATTRIBUTES.includes(key)) continue;
    if (kind === SpanKind.SERVER && CLIENT_ATTRIBUTES.includes(key)) continue;
    if (typeof value === 'string' && PATH_ATTRIBUTES.includes(key)) out[key] = logPath(value);
    else if (typeof value === 'string' && URL_ATTRIBUTES.includes(key)) out[key] = redactedUrl(value);
    else out[key] = value;
  }
  return out;
}

/**
 * A span as it may leave the process, under the rules the logs follow (infra/logging): paths without their query
 * string (postcodes, tokens) and with ids as `:id` (a finder request's id is the key to a family's result page), no
 * client address or user agent, and of an error only its class: a status message or an exception's message and stack
 * can quote a statement's values or a request's input. Everything else (names, timings, ids, links) is kept.
 * Returns a view of the span (it stays the prototype), so the SDK's own fields and methods still answer.
 */
export function redactSpan<S extends RedactableSpan>(span: S): S {
  return Object.create(span, {
    attributes: { value: redactAttributes(span.attributes, span.kind), enumerable: true },
    status: { value: { code: span.status.code }, enumerable: true },
    events: {
      value: span.events.map((event) =>
        event.name === 'exception'
          ? { ...event, attributes: pick(event.attributes ?? {}, ['exception.type']) }
          : { ...event, attributes: event.attributes && redactAttributes(event.attributes, span.kind) },
      ),
      enumerable: true,
    },
  }) as S;
}

function pick(attributes: Attributes, keys: readonly string[]): Attributes {
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => keys.includes(key)));
}
