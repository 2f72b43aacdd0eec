import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '@physio/api-contract';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/**
 * A POST whose retries are answered, not written twice (see IdempotencyInterceptor), with what that adds to the
 * OpenAPI document: the optional Idempotency-Key header and its 409 and 422.
 */
export function Idempotent(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'A UUID or 16-128 letters, digits, _ . : - (else 400 naming Idempotency-Key). A repeat with the same key and body is answered as the first was and writes nothing; kept 24 h; only successful answers are kept.',
    }),
    ApiResponse({
      status: 409,
      description: 'IDEMPOTENCY_KEY_IN_USE: the first request with this key is still being answered; retry shortly',
    }),
    ApiResponse({ status: 422, description: 'IDEMPOTENCY_KEY_REUSED: this key was used before with another body' }),
  );
}
