import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { OPS_CSRF_HEADER, type OpsRole } from '@physio/api-contract';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Env } from '../../config/env.js';
import { rememberClient } from '../audit/audit-log.js';
import { clientHash } from '../rate-limit/rate-limit-key.js';
import { AuthErrors } from './auth.errors.js';
import type { OpsPrincipal, OpsRequestAuth } from './current-account.decorator.js';
import { sessionCookie } from './sessions/session-cookie.js';
import { SessionStore } from './sessions/session-store.js';

export const OPS_ROLES_METADATA = 'ops-auth:roles';

/** Methods that never change state (ASVS 3.5.3): the only ones allowed without the CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

interface AccountRow {
  id: number;
  username: string;
  display_name: string;
  role: OpsRole;
  active: boolean;
  totp_enabled: boolean;
}

const SELECT_ACCOUNT = 'select id, username, display_name, role, active, totp_enabled from ops_account where id = ?';

/**
 * Guards /api/ops routes (applied by @OpsAuth). In order: a live session (cookie -> Redis, idle timer
 * restarted) or 401; the account read fresh from the database, so a role change or a disable applies to the
 * very next request, and a disabled account's sessions end (401); for anything but GET/HEAD the session's CSRF
 * token in the x-csrf-token header, compared in constant time, or 403; then the route's roles, or 403.
 */
@Injectable()
export class OpsAuthGuard implements CanActivate {
  private readonly cookieName: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    private readonly em: EntityManager,
    env: Env,
  ) {
    this.cookieName = sessionCookie(env.NODE_ENV).name;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // @OpsAuth on both a controller and a method runs this twice; the second run only checks roles.
    request.opsAuth ??= await this.authenticate(request);
    const roles =
      this.reflector.getAllAndOverride<OpsRole[] | undefined>(OPS_ROLES_METADATA, [
        context.getHandler(),
        context.getClass(),
      ]) ?? [];
    if (roles.length > 0 && !roles.includes(request.opsAuth.principal.role)) throw AuthErrors.forbidden();
    return true;
  }

  private async authenticate(request: FastifyRequest): Promise<OpsRequestAuth> {
    const id = request.cookies[this.cookieName];
    if (!id) throw AuthErrors.unauthenticated();
    const session = await this.sessions.touch(id);
    if (!session) throw AuthErrors.unauthenticated();
    const [account] = await this.em.execute<AccountRow[]>(SELECT_ACCOUNT, [session.accountId]);
    if (!account?.active) {
      await this.sessions.endAllForAccount(session.accountId);
      throw AuthErrors.unauthenticated();
    }
    if (!SAFE_METHODS.has(request.method) && !sameToken(request.headers[OPS_CSRF_HEADER], session.csrfToken)) {
      throw AuthErrors.csrf();
    }
    const principal: OpsPrincipal = {
      id: account.id,
      username: account.username,
      displayName: account.display_name,
      role: account.role,
    };
    const client = clientHash(request.ip);
    rememberClient(principal, client);
    return { principal, session, totpEnabled: account.totp_enabled, client };
  }
}

/** Constant-time comparison; hashing first makes both sides the same length whatever was sent. */
function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
