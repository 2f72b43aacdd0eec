import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OpsPrincipal } from '../auth/current-account.decorator.js';

export interface AuditEntryInput {
  /** Who acted: the signed-in account, or null for the system, the command line or a failed sign-in. */
  actor: OpsPrincipal | null;
  /** The username when there is no actor, e.g. as typed in a failed sign-in (never the password). */
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

const INSERT_ENTRY = `insert into audit_log (account_id, username, action, resource, record_id, details, client)
values (?, ?, ?, ?, ?, ?::jsonb, ?)`;

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
    await (em ?? this.em).execute(INSERT_ENTRY, [
      entry.actor?.id ?? null,
      entry.actor?.username ?? entry.username ?? null,
      entry.action,
      entry.resource ?? null,
      entry.recordId === undefined ? null : String(entry.recordId),
      details,
      entry.client ?? (entry.actor ? clients.get(entry.actor) : undefined) ?? null,
    ]);
  }
}
