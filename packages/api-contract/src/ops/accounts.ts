import type { OpsRole } from './auth.js';

/** Resource `accounts` (admin only). Passwords are write-only; hashes never leave the server. */
export interface OpsAccount {
  id: number;
  username: string;
  display_name: string;
  role: OpsRole;
  active: boolean;
  totp_enabled: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

export interface OpsAccountCreateBody {
  username: string;
  display_name: string;
  role: OpsRole;
  password: string;
}

/** PUT /api/ops/accounts/:id. `password` resets it; deactivating or resetting ends the account's sessions. */
export interface OpsAccountUpdateBody {
  display_name?: string;
  role?: OpsRole;
  active?: boolean;
  password?: string;
}

/** POST /api/ops/accounts/:id/end-sessions: signs the account out everywhere. */
export interface OpsEndSessionsResponse {
  id: number;
  sessions_ended: number;
}

/** Resource `audit-log` (admin only, read-only). */
export interface OpsAuditEntry {
  id: number;
  at: string;
  account_id: number | null;
  username: string | null;
  /** e.g. sign-in, sign-in-failed, view, create, update, delete, export, assign. */
  action: string;
  resource: string | null;
  record_id: string | null;
  /** What changed, by field name; never the personal values themselves. */
  details: Record<string, unknown> | null;
}
