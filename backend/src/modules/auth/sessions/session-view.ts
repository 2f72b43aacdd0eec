import type { OpsRole, OpsSessionView } from '@physio/api-contract';
import type { OpsSession } from './session-store.js';

export interface SessionAccount {
  id: number;
  username: string;
  displayName: string;
  role: OpsRole;
  totpEnabled: boolean;
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
    },
    csrf_token: session.csrfToken,
    idle_expires_at: session.idleExpiresAt.toISOString(),
    absolute_expires_at: session.absoluteExpiresAt.toISOString(),
  };
}
