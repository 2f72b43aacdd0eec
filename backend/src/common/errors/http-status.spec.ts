import type { ArgumentsHost } from '@nestjs/common';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DomainError, NotFoundError, RetryLaterError, type DomainErrorKind } from './domain-error.js';
import { GlobalExceptionFilter, toErrorBody } from './global-exception.filter.js';
import { HTTP_STATUS_OF_KIND, httpStatusOf } from './http-status.js';

/** A Fastify reply that keeps what the filter sets. */
function fakeReply() {
  const reply = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    status(code: number) {
      reply.statusCode = code;
      return reply;
    },
    header(name: string, value: string) {
      reply.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      reply.body = body;
      return reply;
    },
  };
  return reply;
}

function answer(exception: unknown) {
  const reply = fakeReply();
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
  new GlobalExceptionFilter().catch(exception, host);
  return reply;
}

describe('the HTTP status of a domain error’s kind', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['unsupported-format', 415],
    ['unprocessable', 422],
    ['rate-limited', 429],
    ['unavailable', 503],
  ])('answers %s with %i', (kind, status) => {
    const error = new DomainError('SOME.CODE', 'what went wrong', kind);
    expect(httpStatusOf(error)).toBe(status);
    expect(toErrorBody(error)).toEqual({ status, code: 'SOME.CODE', message: 'what went wrong' });
    expect(answer(error)).toMatchObject({ statusCode: status, body: { status, code: 'SOME.CODE' } });
  });

  it('maps every kind, each to its own status', () => {
    const statuses = Object.values(HTTP_STATUS_OF_KIND);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses.every((status) => status >= 400 && status < 600)).toBe(true);
  });

  it('answers a record that is not there with 404 NOT_FOUND naming it', () => {
    expect(toErrorBody(new NotFoundError('Finder request'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Finder request was not found',
    });
  });

  it('asks a client refused for a while to wait: Retry-After in seconds', () => {
    const reply = answer(new RetryLaterError('RATE_LIMITED', 'Too many requests', 'rate-limited', 42));
    expect(reply.statusCode).toBe(429);
    expect(reply.headers['retry-after']).toBe('42');
    expect(reply.body).toEqual({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' });
    expect(answer(new DomainError('RATE_LIMITED', 'no', 'rate-limited')).headers).not.toHaveProperty('retry-after');
  });
});

describe('where domain errors are constructed', () => {
  const src = join(__dirname, '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(dir, entry.name))
        : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
          ? [join(dir, entry.name)]
          : [],
    );

  it('is only in a module’s *.errors.ts (or common/errors/): handlers throw what their module declares', () => {
    const files = sources(src);
    // The scan reads the tree: the declarations themselves are found where they belong.
    expect(files.filter((file) => file.endsWith('.errors.ts')).length).toBeGreaterThanOrEqual(10);
    const inline = files
      .filter((file) => !file.endsWith('.errors.ts') && !file.startsWith(join(src, 'common', 'errors') + sep))
      .filter((file) => /new (DomainError|RetryLaterError|NotFoundError)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(inline).toEqual([]);
  });
});
