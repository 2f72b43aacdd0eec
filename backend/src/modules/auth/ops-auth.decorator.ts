import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { OPS_SESSION_COOKIE, type OpsRole } from '@physio/api-contract';
import {
  OPS_PASSKEY_MISSING_METADATA,
  OPS_PASSWORD_CHANGE_METADATA,
  OPS_ROLES_METADATA,
  OpsAuthGuard,
} from './ops-auth.guard.js';

/** Name of the CSRF header scheme in the OpenAPI document (see createApiApp). */
export const OPS_CSRF_SECURITY = 'ops-csrf';

/**
 * Lets a session whose password must change (an administrator set it) use this route: reading the session,
 * changing the password, signing out. Every other route answers 403 AUTH.PASSWORD_CHANGE_REQUIRED.
 */
export const WhilePasswordChangeRequired = () => SetMetadata(OPS_PASSWORD_CHANGE_METADATA, true);

/**
 * Lets a session whose role requires a passkey, and whose account has none yet, use this route (adding one). Every
 * route but these and the @WhilePasswordChangeRequired ones answers 403 AUTH.PASSKEY_REQUIRED.
 */
export const WhilePasskeyMissing = () => SetMetadata(OPS_PASSKEY_MISSING_METADATA, true);

/**
 * Requires a signed-in ops account (`@OpsAuth()`), or one of the given roles (`@OpsAuth('coordinator', 'admin')`),
 * on a controller or a method (the method's roles win). State-changing requests also need the session's CSRF
 * token in the x-csrf-token header. See OpsAuthGuard.
 */
export function OpsAuth(...roles: OpsRole[]) {
  return applyDecorators(
    SetMetadata(OPS_ROLES_METADATA, roles),
    UseGuards(OpsAuthGuard),
    // One requirement naming both: the cookie AND (for POST, PUT, PATCH, DELETE) the CSRF header.
    ApiSecurity({ [OPS_SESSION_COOKIE]: [], [OPS_CSRF_SECURITY]: [] }),
    ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED: no session, or it ended or expired' }),
    ApiForbiddenResponse({
      description: `AUTH.FORBIDDEN: the role is not ${roles.length ? roles.join(' or ') : 'allowed'}; AUTH.CSRF_TOKEN_MISSING: a state-changing request without the session’s x-csrf-token; AUTH.PASSWORD_CHANGE_REQUIRED: the password an administrator set must be changed first (POST /api/ops/auth/password); AUTH.PASSKEY_REQUIRED: the role signs in with a passkey and the account must add one first; AUTH.FOREIGN_ORIGIN: a write from a page of another origin`,
    }),
  );
}
