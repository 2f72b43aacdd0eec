import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { OPS_CSRF_HEADER, type OpsRole } from '@physio/api-contract';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { derivedKeysOf } from '../../config/derived-keys.js';
import { Env, opsOrigin } from '../../config/env.js';
import { AuditLog, rememberClient } from '../audit/audit-log.js';
import { clientHash } from '../rate-limit/rate-limit-key.js';
import { AuthErrors } from './auth.errors.js';
import type { OpsPrincipal, OpsRequestAuth } from './current-account.decorator.js';
import { sessionCookie } from './sessions/session-cookie.js';
import { PASSKEY_MISSING_SQL } from './sign-in-rules/ops-sign-in-rule.repository.js';
import { SessionStore } from './sessions/session-store.js';

export const OPS_ROLES_METADATA = 'ops-auth:roles';
/** Routes a session may use while its password must change (set by @WhilePasswordChangeRequired()). */
export const OPS_PASSWORD_CHANGE_METADATA = 'ops-auth:while-password-change';
/** Routes a session may use while its role requires a passkey it has not added (set by @WhilePasskeyMissing()). */
export const OPS_PASSKEY_MISSING_METADATA = 'ops-auth:while-passkey-missing';

/** Methods that never change state (ASVS 3.5.3): the only ones allowed without the CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

interface AccountRow {
  id: number;
  username: string;
  display_name: string;
  role: OpsRole;
  active: boolean;
  totp_enabled: boolean;
  password_must_change: boolean;
  passkey_missing: boolean;
}

const SELECT_ACCOUNT = `select id, username, display_name, role, active, totp_enabled, password_must_change,
  ${PASSKEY_MISSING_SQL} as passkey_missing from ops_account where id = ?`;

/** Loopback origins: any port of this machine (the dashboard's Vite server in development, a test's browser). */
const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/**
 * Guards /api/ops routes (applied by @OpsAuth). In order: a live session (cookie -> Redis, idle timer
 * restarted) or 401; the account read fresh from the database, so a role change or a disable applies to the
 * very next request, and a disabled account's sessions end (401); for anything but GET/HEAD an Origin header, when
 * the browser sent one, that is the dashboard's (or 403), and the session's CSRF token in the x-csrf-token header,
 * compared in constant time, or 403; a password that must change or a passkey the role requires and the account
 * lacks, unless the route allows it (403); then the route's roles, or 403. Every 403 here is audited.
 */
@Injectable()
export class OpsAuthGuard implements CanActivate {
  private readonly cookieName: string;
  private readonly clientKey: Buffer;
  /** Origins whose pages may send writes: the dashboard's (and the public site's when it serves the dashboard). */
  private readonly origins: Set<string>;
  private readonly loopbackAllowed: boolean;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    env: Env,
  ) {
    this.cookieName = sessionCookie(env.NODE_ENV).name;
    this.clientKey = derivedKeysOf(env).get('client-hash');
    this.origins = new Set([new URL(opsOrigin(env)).origin]);
    if (env.OPS_OWN_HOST !== 'on') this.origins.add(new URL(env.PUBLIC_BASE_URL).origin);
    this.loopbackAllowed = env.NODE_ENV !== 'production';
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
    const duringPasswordChange = this.reflector.getAllAndOverride<boolean | undefined>(OPS_PASSWORD_CHANGE_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (request.opsAuth.passwordMustChange && !duringPasswordChange) throw AuthErrors.passwordChangeRequired();
    // Reading the session, signing out and changing the password stay open too.
    if (request.opsAuth.passkeyMissing && !duringPasswordChange) {
      const whilePasskeyMissing = this.reflector.getAllAndOverride<boolean | undefined>(OPS_PASSKEY_MISSING_METADATA, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (!whilePasskeyMissing) throw AuthErrors.passkeyRequired();
    }
    if (roles.length > 0 && !roles.includes(request.opsAuth.principal.role)) {
      await this.refused(request, request.opsAuth.principal, 'role');
      throw AuthErrors.forbidden();
    }
    return true;
  }

  /**
   * A signed-in account refused a route is audited (ASVS 16.3.2): who, the route's template (never its ids or
   * query), and why. The missing-session 401 names no account and is not.
   */
  private async refused(
    request: FastifyRequest,
    principal: OpsPrincipal,
    reason: 'role' | 'csrf' | 'origin',
  ): Promise<void> {
    await this.audit.record({
      actor: principal,
      action: 'access-refused',
      details: { reason, route: `${request.method} ${request.routeOptions.url ?? 'unknown'}`, role: principal.role },
    });
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
    const principal: OpsPrincipal = {
      id: account.id,
      username: account.username,
      displayName: account.display_name,
      role: account.role,
    };
    const client = clientHash(request.ip, this.clientKey);
    rememberClient(principal, client);
    if (!SAFE_METHODS.has(request.method) && !this.fromDashboard(request.headers.origin)) {
      await this.refused(request, principal, 'origin');
      throw AuthErrors.foreignOrigin();
    }
    if (!SAFE_METHODS.has(request.method) && !sameToken(request.headers[OPS_CSRF_HEADER], session.csrfToken)) {
      await this.refused(request, principal, 'csrf');
      throw AuthErrors.csrf();
    }
    return {
      principal,
      session,
      totpEnabled: account.totp_enabled,
      passwordMustChange: account.password_must_change,
      passkeyMissing: account.passkey_missing,
      client,
    };
  }

  /**
   * Whether a write's Origin header (ASVS 3.5.2, beside the CSRF token and the SameSite cookie) names the dashboard.
   * Browsers send it with every POST, PUT, PATCH and DELETE; a request without one (a script, a test) has no page
   * behind it to have been forged by.
   */
  private fromDashboard(origin: string | undefined): boolean {
    if (origin === undefined) return true;
    return this.origins.has(origin) || (this.loopbackAllowed && LOOPBACK_ORIGIN.test(origin));
  }
}

/** Constant-time comparison; hashing first makes both sides the same length whatever was sent. */
function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
