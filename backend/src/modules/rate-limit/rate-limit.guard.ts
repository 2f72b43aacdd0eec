import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMIT_POLICY, type RateLimitPolicy } from './rate-limit.decorator.js';
import { RateLimitErrors } from './rate-limit.errors.js';
import { RateLimiterService } from './rate-limiter.service.js';

/**
 * 429 RATE_LIMITED with Retry-After once a client, or a contact email address, has used up its allowance for the
 * route's policy. Guards run after Fastify has parsed the JSON body and before validation, so the address is read
 * from the raw body (and ignored when it is not one).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiterService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const decision = await this.limiter.consume(policy, request.ip, request.body);
    if (decision.allowed) return true;
    throw RateLimitErrors.tooManyRequests(decision.limitedBy, decision.retryAfterSeconds);
  }
}
