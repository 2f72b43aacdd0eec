import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { OPS_SESSION_COOKIE, type OpsRole } from '@physio/api-contract';
import { OPS_ROLES_METADATA, OpsAuthGuard } from './ops-auth.guard.js';

/** Name of the CSRF header scheme in the OpenAPI document (see createApiApp). */
export const OPS_CSRF_SECURITY = 'ops-csrf';

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
      description: `AUTH.FORBIDDEN: the role is not ${roles.length ? roles.join(' or ') : 'allowed'}; AUTH.CSRF_TOKEN_MISSING: a state-changing request without the session’s x-csrf-token`,
    }),
  );
}
