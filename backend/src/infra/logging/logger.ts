import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerOptions } from 'pino';
import { activeSpanIds, tracingStarted } from '../tracing/trace-context.js';
import { describeError, ERROR_REDACT_PATHS } from './safe-error.js';

/**
 * Structured JSON logs. Requests are logged by method, route and status with a request id:
 * never bodies, query strings or headers, because those can hold a family's details.
 */
/** Keeps a caller's X-Request-Id when it is a plain token, so one id follows a request across services. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/**
 * The path as logs show it: no query string (postcodes, tokens), and ids as `:id`. A finder request's id is
 * the key to its result page (postcode and the parent's condition), so it stays out of the logs too.
 */
export function logPath(url: string): string {
  return url.split('?')[0].replace(UUID_SEGMENT, '/:id');
}

/**
 * Pino options for every process (API, worker, CLI). Errors, under `err` or `error`, are logged by class, code
 * and a safe message (describeError); the properties where drivers put statements and their values are also
 * redacted by path, so that a later change to the serializer cannot let them through. While tracing is on, a line
 * written within a span carries its trace_id and span_id, so a log line leads to its trace and back.
 */
export function pinoOptions(level: string, service: 'api' | 'worker' | 'cli'): LoggerOptions {
  return {
    level,
    base: { service },
    ...(tracingStarted() ? { mixin: activeSpanIds } : {}),
    serializers: {
      // The raw request: Nest's middleware layer gives it a url relative to where it is mounted, and keeps the
      // request's own in originalUrl.
      req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        path: logPath(req.originalUrl ?? req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: describeError,
      error: describeError,
    },
    redact: { paths: ['req.headers', 'req.body', 'req.query', ...ERROR_REDACT_PATHS], remove: true },
  };
}

export function loggerParams(level: string, service: 'api' | 'worker' | 'cli'): Params {
  return {
    pinoHttp: {
      ...pinoOptions(level, service),
      // Our serializers get the raw values: pino-http's default wrapping would first turn an error into
      // pino's form, whose message already joins in every cause's message, statements included.
      wrapSerializers: false,
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    },
  };
}
