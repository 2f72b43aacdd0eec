import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { OpsRole } from '@physio/api-contract';
import type { FastifyRequest } from 'fastify';
import type { OpsSession } from './sessions/session-store.js';

/** The signed-in account behind an ops request, read fresh from the database by the guard. */
export interface OpsPrincipal {
  id: number;
  username: string;
  displayName: string;
  role: OpsRole;
}

export function principalOf(account: OpsPrincipal): OpsPrincipal {
  return { id: account.id, username: account.username, displayName: account.displayName, role: account.role };
}

/** What OpsAuthGuard leaves on the request for the handlers. */
export interface OpsRequestAuth {
  principal: OpsPrincipal;
  session: OpsSession;
  totpEnabled: boolean;
  /** An administrator set the password: only the routes marked @WhilePasswordChangeRequired() answer. */
  passwordMustChange: boolean;
  /** The role requires a passkey and the account has none: only adding one is allowed (and what the above allows). */
  passkeyMissing: boolean;
  /** Hashed client key, as throttling and the audit log name it. */
  client: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    opsAuth?: OpsRequestAuth;
  }
}

export function opsRequestAuth(request: FastifyRequest): OpsRequestAuth {
  if (!request.opsAuth) throw new Error('This route needs @OpsAuth(): no signed-in account on the request');
  return request.opsAuth;
}

/** The signed-in account (`@CurrentAccount() actor: OpsPrincipal`) on a route guarded by @OpsAuth(). */
export const CurrentAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): OpsPrincipal =>
    opsRequestAuth(context.switchToHttp().getRequest<FastifyRequest>()).principal,
);
