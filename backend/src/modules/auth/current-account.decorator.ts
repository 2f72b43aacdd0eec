// PLACEHOLDER until the sign-in branch lands: the same exports, replaced by its implementation.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { OpsRole } from '@physio/api-contract';

export interface OpsPrincipal {
  id: number;
  username: string;
  displayName: string;
  role: OpsRole;
}

export const CurrentAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): OpsPrincipal =>
    context.switchToHttp().getRequest<{ opsAccount: OpsPrincipal }>().opsAccount,
);
