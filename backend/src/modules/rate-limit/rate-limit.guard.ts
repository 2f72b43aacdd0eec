import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@physio/api-contract';
import { DomainError } from '../../common/errors/domain-error.js';
import { RATE_LIMIT_POLICY, type RateLimitPolicy } from './rate-limit.decorator.js';
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
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(decision.retryAfterSeconds));
    const from = decision.limitedBy === 'email' ? 'with this email address' : 'from your connection';
    throw new DomainError(
      ERROR_CODES.RATE_LIMITED,
      `Too many requests ${from}; please try again in ${decision.retryAfterSeconds} seconds`,
      429,
    );
  }
}
