import type { OpsAccount as OpsAccountView } from '@physio/api-contract';
import type { IssuedEnrolmentLink } from '../enrolment/enrolment-links.js';
import type { OpsAccount } from '../ops-account.entity.js';

export type { OpsAccountView };

/** The `accounts` resource as admins see it: never the password hash or the TOTP secret. */
export function accountView(account: OpsAccount): OpsAccountView {
  return {
    id: account.id,
    username: account.username,
    display_name: account.displayName,
    role: account.role,
    active: account.active,
    totp_enabled: account.totpEnabled,
    last_sign_in_at: account.lastSignInAt ? account.lastSignInAt.toISOString() : null,
    created_at: account.createdAt.toISOString(),
    // Filled in from the throttle by the controller (withSlowing), the one place that answers accounts.
    sign_in_slowed_until: null,
  };
}

export interface AccountChangeResult {
  account: OpsAccountView;
  /** A new TOTP secret, when the command line enrolled one (printed once, never stored elsewhere). */
  totpSecret?: string;
  /** With totpSecret: the account's ten new recovery codes (printed once; only their keyed hashes are kept). */
  recoveryCodes?: string[];
  /** A new account in production: its one-time enrolment link (answered or printed once; only a keyed hash is kept). */
  enrolmentLink?: IssuedEnrolmentLink;
}
