import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Structured JSON logs. Requests are logged by method, route and status with a request id:
 * never bodies, query strings or headers, because those can hold a family's details.
 */
/** Keeps a caller's X-Request-Id when it is a plain token, so one id follows a request across services. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

export function loggerParams(level: string, service: 'api' | 'worker' | 'cli'): Params {
  return {
    pinoHttp: {
      level,
      base: { service },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          // Path only: query strings carry postcodes and tokens.
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
      redact: { paths: ['req.headers', 'req.body', 'req.query'], remove: true },
    },
  };
}
