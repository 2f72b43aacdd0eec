// PLACEHOLDER until the sign-in branch lands: the same exports, replaced by its implementation.
import { applyDecorators, UnauthorizedException, UseGuards, type CanActivate } from '@nestjs/common';
import type { OpsRole } from '@physio/api-contract';

class RefuseEveryone implements CanActivate {
  canActivate(): boolean {
    throw new UnauthorizedException('Sign in first');
  }
}

export function OpsAuth(..._roles: OpsRole[]) {
  return applyDecorators(UseGuards(RefuseEveryone));
}
