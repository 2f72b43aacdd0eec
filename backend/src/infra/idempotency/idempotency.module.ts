import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyStore } from './idempotency.store.js';

/** Idempotency-Key support; the public POSTs opt in with @UseInterceptors(IdempotencyInterceptor). */
@Global()
@Module({ providers: [IdempotencyStore, IdempotencyInterceptor], exports: [IdempotencyStore, IdempotencyInterceptor] })
export class IdempotencyModule {}
