import type { OpsOwnSessionRow, OpsRole, OpsSessionView } from '@physio/api-contract';
import type { OpsSession, OpsSessionSummary } from './session-store.js';

export interface SessionAccount {
  id: number;
  username: string;
  displayName: string;
  role: OpsRole;
  totpEnabled: boolean;
  passwordMustChange: boolean;
  /** The role requires a passkey and the account has none (see PASSKEY_MISSING_SQL). */
  passkeyMissing: boolean;
}

/** What the dashboard learns about its session: who, the CSRF token to send back, and when it ends. */
export function sessionView(account: SessionAccount, session: OpsSession): OpsSessionView {
  return {
    account: {
      id: account.id,
      username: account.username,
      display_name: account.displayName,
      role: account.role,
      totp_enabled: account.totpEnabled,
      password_change_required: account.passwordMustChange,
      passkey_required: account.passkeyMissing,
    },
    csrf_token: session.csrfToken,
    idle_expires_at: session.idleExpiresAt.toISOString(),
    absolute_expires_at: session.absoluteExpiresAt.toISOString(),
  };
}

/** One of a person's own sessions as My account lists it; `currentKey`: the session asking. */
export function ownSessionRow(session: OpsSessionSummary, currentKey: string): OpsOwnSessionRow {
  return {
    id: session.key,
    device: session.device || 'A browser',
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.key === currentKey,
  };
}
