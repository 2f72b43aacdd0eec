// PLACEHOLDER until the sign-in branch lands: the same exports, replaced by its implementation.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OpsPrincipal } from '../auth/current-account.decorator.js';

export interface AuditEntryInput {
  actor: OpsPrincipal | null;
  username?: string;
  action: string;
  resource?: string;
  recordId?: string | number;
  details?: Record<string, unknown>;
}

@Injectable()
export class AuditLog {
  async record(_entry: AuditEntryInput, _em?: EntityManager): Promise<void> {}
}
