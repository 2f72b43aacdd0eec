import {
  Injectable,
  RequestMethod,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, tap, throwError, type Observable } from 'rxjs';
import { RequestValidationError } from '../../common/errors/validation.js';
import {
  bodyFingerprint,
  decideRepeat,
  idempotencyRecordKey,
  isValidIdempotencyKey,
  type IdempotencyRecord,
} from './idempotency-key.js';
import { IdempotencyErrors } from './idempotency.errors.js';
import { IdempotencyStore } from './idempotency.store.js';

/** How long a duplicate waits for the first request with its key to be answered before it gets a 409. */
const WAIT_STEPS = 20;
const WAIT_STEP_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on a public POST (@UseInterceptors(IdempotencyInterceptor)): a repeat with the same key and
 * body gets the first answer again (same status and body) and writes nothing; the same key with another body is
 * 422 IDEMPOTENCY_KEY_REUSED; a duplicate that arrives while the first is running waits briefly for its answer,
 * then gets 409 IDEMPOTENCY_KEY_IN_USE. Without the header nothing changes and Redis is not called.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    if (typeof header !== 'string' || !isValidIdempotencyKey(header)) {
      throw new RequestValidationError([
        {
          field: 'Idempotency-Key',
          rule: 'idempotencyKey',
          message: 'Idempotency-Key must be a UUID, or 16 to 128 letters, digits, _ . : or -',
        },
      ]);
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const recordKey = idempotencyRecordKey(this.store.prefix, route, header);
    const fingerprint = bodyFingerprint(request.body);
    const status =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === RequestMethod[RequestMethod.POST] ? 201 : 200);

    return from(this.store.claim(recordKey, fingerprint)).pipe(
      mergeMap((claim) => {
        if (claim.kind === 'unavailable') return next.handle();
        if (claim.kind === 'exists') return from(this.answerRepeat(context, recordKey, claim.record, fingerprint));
        return next.handle().pipe(
          // Not awaited: the answer goes out now; a duplicate arriving meanwhile waits for this record.
          tap((body) => void this.store.answered(recordKey, fingerprint, status, body)),
          catchError((error: unknown) =>
            from(this.store.release(recordKey)).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
      }),
    );
  }

  private async answerRepeat(
    context: ExecutionContext,
    recordKey: string,
    first: IdempotencyRecord,
    fingerprint: string,
  ): Promise<unknown> {
    let record: IdempotencyRecord | null = first;
    for (let step = 0; record && step <= WAIT_STEPS; step++) {
      const decision = decideRepeat(record, fingerprint);
      if (decision.action === 'reused') {
        throw IdempotencyErrors.keyReused();
      }
      if (decision.action === 'replay') {
        void context.switchToHttp().getResponse<FastifyReply>().status(decision.status);
        return decision.body;
      }
      await sleep(WAIT_STEP_MS);
      record = await this.store.read(recordKey);
    }
    throw IdempotencyErrors.keyInUse(record !== null);
  }
}
