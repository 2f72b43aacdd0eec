import { SpanKind } from '@opentelemetry/api';
import { redactSpan, type RedactableSpan } from './span-redaction.js';

const ID = '88c8fd2b-c384-43aa-afcc-694a1e8960ab';

/** A span as the SDK hands it over: fields, and a method on its prototype. */
function sdkSpan(fields: Partial<RedactableSpan> & { kind: SpanKind }) {
  const proto = {
    spanContext() {
      return { traceId: 't', spanId: 's', traceFlags: 1 };
    },
  };
  return Object.assign(Object.create(proto) as typeof proto, {
    name: 'GET /api/finder-requests/:id',
    attributes: {},
    status: { code: 0 },
    events: [],
    ...fields,
  });
}

describe('a span as it leaves the process', () => {
  it('has paths and URLs without their query string and with ids as :id, in either generation of the conventions', () => {
    const span = redactSpan(
      sdkSpan({
        kind: SpanKind.SERVER,
        attributes: {
          'url.path': `/api/finder-requests/${ID}`,
          'url.query': 'postcode=SS9%201AA',
          'url.full': `https://example.org/api/finder-requests/${ID}?token=abc`,
          'http.target': `/api/coverage/check?postcode=SS9%201AA`,
          'http.url': `http://127.0.0.1:3000/api/finder-requests/${ID}`,
          'http.route': '/api/finder-requests/:id',
          'http.response.status_code': 200,
        },
      }),
    );
    expect(span.attributes).toEqual({
      'url.path': '/api/finder-requests/:id',
      'url.full': 'https://example.org/api/finder-requests/:id',
      'http.target': '/api/coverage/check',
      'http.url': 'http://127.0.0.1:3000/api/finder-requests/:id',
      'http.route': '/api/finder-requests/:id',
      'http.response.status_code': 200,
    });
  });

  it("has no client address or user agent on a server span, and keeps a client span's server address", () => {
    const client = {
      'client.address': '203.0.113.7',
      'network.peer.address': '203.0.113.7',
      'net.peer.ip': '203.0.113.7',
    };
    const server = redactSpan(
      sdkSpan({ kind: SpanKind.SERVER, attributes: { ...client, 'user_agent.original': 'Mozilla/5.0' } }),
    );
    expect(server.attributes).toEqual({});
    const database = redactSpan(sdkSpan({ kind: SpanKind.CLIENT, attributes: { 'network.peer.address': '10.0.0.5' } }));
    expect(database.attributes).toEqual({ 'network.peer.address': '10.0.0.5' });
  });

  it('says of an error only its class: no status message, no exception message or stack', () => {
    const span = redactSpan(
      sdkSpan({
        kind: SpanKind.CLIENT,
        status: { code: 2, message: 'invalid input syntax for type uuid: "margaret.t@example.com"' },
        events: [
          {
            name: 'exception',
            time: [0, 0],
            attributes: {
              'exception.type': 'DatabaseError',
              'exception.message': 'invalid input syntax for type uuid: "margaret.t@example.com"',
              'exception.stacktrace': 'DatabaseError: invalid input ...',
            },
          },
          { name: 'retry', time: [0, 1], attributes: { 'url.path': `/r/${ID}` } },
        ],
      }),
    );
    expect(span.status).toEqual({ code: 2 });
    expect(span.events).toEqual([
      { name: 'exception', time: [0, 0], attributes: { 'exception.type': 'DatabaseError' } },
      { name: 'retry', time: [0, 1], attributes: { 'url.path': '/r/:id' } },
    ]);
  });

  it('keeps the rest of the span, its methods included, and leaves the original as it was', () => {
    const original = sdkSpan({ kind: SpanKind.SERVER, attributes: { 'url.path': `/x/${ID}` } });
    const span = redactSpan(original);
    expect(span.name).toBe('GET /api/finder-requests/:id');
    expect(span.spanContext().spanId).toBe('s');
    expect(original.attributes).toEqual({ 'url.path': `/x/${ID}` });
  });
});
