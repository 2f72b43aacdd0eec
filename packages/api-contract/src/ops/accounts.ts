import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';
import type { OpsRole } from './auth.js';

export type OpsAccount = Static<typeof S.OpsAccountSchema>;

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

/** POST /api/ops/accounts: in production the answer carries the account's enrolment link (shown once). */
export type OpsAccountCreated = Static<typeof S.OpsAccountCreatedSchema>;

/** POST /api/ops/accounts/:id/enrolment-link: a new link (any earlier one stops working), shown once. */
export type OpsEnrolmentLink = Static<typeof S.OpsEnrolmentLinkSchema>;

export type OpsEndSessionsResponse = Static<typeof S.OpsEndSessionsResponseSchema>;

export type OpsUnlockSignInResponse = Static<typeof S.OpsUnlockSignInResponseSchema>;

export type OpsAuditEntry = Static<typeof S.OpsAuditEntrySchema>;

/** GET /api/ops/sign-in-rules (a react-admin list, one row per role), PUT /api/ops/sign-in-rules/:role (admins). */
export type OpsSignInRule = Static<typeof S.OpsSignInRuleSchema>;
export interface OpsSignInRuleUpdateBody {
  passkey_required: boolean;
}
