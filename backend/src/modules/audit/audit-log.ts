import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OpsPrincipal } from '../auth/current-account.decorator.js';
import { insertAuditEntry } from './audit-log.repository.js';

export interface AuditEntryInput {
  /** Who acted: the signed-in account, or null for the system, the command line or a failed sign-in. */
  actor: OpsPrincipal | null;
  /**
   * The username when there is no actor: the account's own, in a refused sign-in that named one. Never what was
   * typed when it names no account (people type passwords there): that goes as a keyed hash in `details`.
   */
  username?: string;
  /** What happened, e.g. sign-in, sign-in-failed, view, create, update, disable, export. */
  action: string;
  /** The resource as the dashboard names it (accounts, finder-requests…). */
  resource?: string;
  recordId?: string | number;
  /** Field names changed, counts, ids: never personal values (names, emails, free text). */
  details?: Record<string, unknown>;
  /** Hashed client key; taken from the actor's request when not given (see rememberClient). */
  client?: string;
}

// Principals are made per request by the ops guard, which remembers the request's hashed client here, so
// every feature's audit rows say "where" without each call passing it (a WeakMap: nothing outlives the request).
const clients = new WeakMap<OpsPrincipal, string>();

export function rememberClient(principal: OpsPrincipal, client: string): void {
  clients.set(principal, client);
}

/** Writes the audit trail of the operations dashboard (table audit_log, append-only). */
@Injectable()
export class AuditLog {
  constructor(private readonly em: EntityManager) {}

  /**
   * Appends one entry. With `em`, the row is written through that EntityManager, so inside
   * `em.transactional(...)` a change and its audit row commit (or roll back) together.
   */
  async record(entry: AuditEntryInput, em?: EntityManager): Promise<void> {
    const details = entry.details && Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : null;
    await insertAuditEntry(em ?? this.em, {
      accountId: entry.actor?.id ?? null,
      username: entry.actor?.username ?? entry.username ?? null,
      action: entry.action,
      resource: entry.resource ?? null,
      recordId: entry.recordId === undefined ? null : String(entry.recordId),
      details,
      client: entry.client ?? (entry.actor ? clients.get(entry.actor) : undefined) ?? null,
    });
  }
}
