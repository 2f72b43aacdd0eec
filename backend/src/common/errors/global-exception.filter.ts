import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES, MAX_LISTED_ERRORS, type ApiErrorBody } from '@physio/api-contract';
import { DomainError, RetryLaterError } from './domain-error.js';
import { httpStatusOf } from './http-status.js';
import { RequestValidationError } from './validation.js';
import { isRedisConnectionError } from '../../infra/redis/redis-reachability.js';

/** Seconds a client is asked to wait when a store the request needs is unreachable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: ERROR_CODES.NOT_FOUND,
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.RATE_LIMITED,
};

/** Fastify's own error codes for bodies it could not read, mapped to what a client can act on. */
function fromFastifyError(error: { code?: string; statusCode?: number; message: string }): ApiErrorBody | undefined {
  switch (error.code ?? '') {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: ERROR_CODES.MALFORMED_JSON, message: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'The request body is larger than 100 kB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        message: 'Send the request body as JSON (Content-Type: application/json)',
      };
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: 'BAD_REQUEST', message: 'The address is not valid: it has a malformed %-escape' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'BAD_REQUEST', message: 'The Content-Length header does not match the body' };
    default:
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return {
          status: error.statusCode,
          code: STATUS_CODES[error.statusCode] ?? 'BAD_REQUEST',
          message: error.message,
        };
      }
      return undefined;
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof RequestValidationError) {
    const all = exception.fieldErrors;
    const body: ApiErrorBody = {
      status: 400,
      code: ERROR_CODES.VALIDATION_FAILED,
      message: all[0] ? all[0].message : 'The request is not valid',
      // A body with hundreds of unknown properties would otherwise get an answer listing every one.
      errors: all.slice(0, MAX_LISTED_ERRORS),
    };
    if (all.length > MAX_LISTED_ERRORS) body.more_errors = all.length - MAX_LISTED_ERRORS;
    return body;
  }
  if (exception instanceof DomainError) {
    const body: ApiErrorBody = { status: httpStatusOf(exception), code: exception.code, message: exception.message };
    if (exception.field) body.errors = [{ field: exception.field, rule: exception.rule, message: exception.message }];
    return body;
  }
  // Fastify's own errors (unreadable bodies) carry an FST_ code; Nest wraps them in an HttpException
  // whose cause is the original, so look there too.
  const fastifyError = [exception, (exception as { cause?: unknown } | null)?.cause].find(
    (e) => e && typeof e === 'object' && String((e as { code?: unknown }).code).startsWith('FST_'),
  );
  if (fastifyError) {
    const mapped = fromFastifyError(fastifyError as { code?: string; statusCode?: number; message: string });
    if (mapped) return mapped;
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : typeof (response as { message?: unknown }).message === 'string'
          ? (response as { message: string }).message
          : exception.message;
    return { status, code: STATUS_CODES[status] ?? (status >= 500 ? ERROR_CODES.INTERNAL : 'BAD_REQUEST'), message };
  }
  if (exception && typeof exception === 'object' && 'code' in exception) {
    const mapped = fromFastifyError(exception as { code?: string; statusCode?: number; message: string });
    if (mapped) return mapped;
  }
  // The dashboard's sessions, sign-in throttle and second-factor challenges live in Redis (the public forms fall
  // back without it): while it is unreachable those requests cannot be answered, which is not a bug to page on.
  if (isRedisConnectionError(exception)) {
    return {
      status: 503,
      code: ERROR_CODES.SERVICE_UNAVAILABLE,
      message:
        'This is unavailable for a moment: a store it needs (Redis, which keeps dashboard sessions) cannot be reached. Please try again shortly.',
    };
  }
  return { status: 500, code: ERROR_CODES.INTERNAL, message: 'Something went wrong on our side. Please try again.' };
}

/**
 * Errors Fastify's router raises before any handler runs (a malformed %-escape in the path), which never reach
 * the global filter: the same JSON answer (Fastify's `frameworkErrors` option).
 */
export function answerFrameworkError(error: unknown, _request: unknown, reply: FastifyReply): void {
  const body = toErrorBody(error);
  void reply.status(body.status).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** One place where every error becomes a JSON answer: status, code and a message that names the field. */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.status === 503 && body.code === ERROR_CODES.SERVICE_UNAVAILABLE) {
      // One short line (the outage itself is reported once by RedisReachability): no stack per request.
      this.logger.warn({ code: body.code }, 'Answered 503: Redis unreachable');
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    } else if (body.status >= 500) {
      // The error, never the request body: bodies may hold personal data. The logger's `err` serializer keeps
      // only its class, code and a safe message (infra/logging/safe-error.ts): a database error's message holds
      // the statement and its values, other families' details included when it was a group commit.
      this.logger.error({ err: exception }, 'Unhandled error');
    }
    if (exception instanceof RetryLaterError) void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(body.status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
