import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiterService } from './rate-limiter.service.js';

/** Per-client limits for public endpoints; controllers opt in with @UseGuards(RateLimitGuard) @RateLimit(policy). */
@Global()
@Module({ providers: [RateLimiterService, RateLimitGuard], exports: [RateLimiterService, RateLimitGuard] })
export class RateLimitModule {}
