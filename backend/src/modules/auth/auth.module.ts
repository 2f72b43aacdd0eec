import { RegenerateRecoveryCodesHandler } from './commands/regenerate-recovery-codes/regenerate-recovery-codes.handler.js';
import { TotpSecretBox } from './totp/totp-secret-box.js';
import { Global, Module } from '@nestjs/common';
import { AccountsOpsController } from './accounts/accounts.ops.controller.js';
import { CreateAccountHandler } from './accounts/commands/create-account/create-account.handler.js';
import { EndAccountSessionsHandler } from './accounts/commands/end-account-sessions/end-account-sessions.handler.js';
import { UpdateAccountHandler } from './accounts/commands/update-account/update-account.handler.js';
import { GetAccountHandler } from './accounts/queries/get-account/get-account.handler.js';
import { ListAccountsHandler } from './accounts/queries/list-accounts/list-accounts.handler.js';
import { AuthRedis } from './auth-redis.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { CompleteTotpChallengeHandler } from './commands/complete-totp-challenge/complete-totp-challenge.handler.js';
import { EnableTotpHandler } from './commands/enable-totp/enable-totp.handler.js';
import { SignInCompleter } from './commands/sign-in/sign-in-completer.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { EndOwnSessionHandler } from './commands/end-own-session/end-own-session.handler.js';
import { ListOwnSessionsHandler } from './queries/list-own-sessions/list-own-sessions.handler.js';
import { StartTotpSetupHandler } from './commands/start-totp-setup/start-totp-setup.handler.js';
import { AuthOpsController } from './ops/auth.ops.controller.js';
import { OpsAuthGuard } from './ops-auth.guard.js';
import { CurrentPasswordCheck } from './passwords/current-password-check.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { SessionStore } from './sessions/session-store.js';
import { SignInLockouts } from './throttle/sign-in-lockouts.js';
import { SignInThrottle } from './throttle/sign-in-throttle.js';
import { TrustedDevices } from './throttle/trusted-devices.js';
import { UnlockAccountSignInHandler } from './accounts/commands/unlock-account-sign-in/unlock-account-sign-in.handler.js';
import { TotpChallenges } from './totp/totp-challenges.js';
import { PasskeyRelyingParty } from './passkeys/relying-party.js';
import { StartPasskeyRegistrationHandler } from './commands/start-passkey-registration/start-passkey-registration.handler.js';
import { AddPasskeyHandler } from './commands/add-passkey/add-passkey.handler.js';
import { RemovePasskeyHandler } from './commands/remove-passkey/remove-passkey.handler.js';
import { CompletePasskeyChallengeHandler } from './commands/complete-passkey-challenge/complete-passkey-challenge.handler.js';
import { ReauthenticateHandler } from './commands/reauthenticate/reauthenticate.handler.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { ListOwnPasskeysHandler } from './queries/list-own-passkeys/list-own-passkeys.handler.js';
import { StartPasskeySignInHandler } from './commands/start-passkey-sign-in/start-passkey-sign-in.handler.js';
import { SignInRulesOpsController } from './sign-in-rules/sign-in-rules.ops.controller.js';
import { UpdateSignInRuleHandler } from './sign-in-rules/commands/update-sign-in-rule/update-sign-in-rule.handler.js';
import { ListSignInRulesHandler } from './sign-in-rules/queries/list-sign-in-rules/list-sign-in-rules.handler.js';
import { EnrolmentLinks } from './enrolment/enrolment-links.js';
import { IssueEnrolmentLinkHandler } from './accounts/commands/issue-enrolment-link/issue-enrolment-link.handler.js';
import { StartEnrolmentHandler } from './commands/start-enrolment/start-enrolment.handler.js';
import { CompleteEnrolmentHandler } from './commands/complete-enrolment/complete-enrolment.handler.js';

/**
 * Sign-in, sessions and roles of the operations dashboard. Global, so that any feature module can put
 * `@OpsAuth('coordinator', 'admin')` on its ops controllers: the guard's dependencies resolve everywhere.
 */
@Global()
@Module({
  // The start of a sign-in with a passkey alone is rate-limited per client.
  imports: [RateLimitModule],
  controllers: [AuthOpsController, AccountsOpsController, SignInRulesOpsController],
  providers: [
    AuthRedis,
    SessionStore,
    SignInThrottle,
    SignInLockouts,
    TrustedDevices,
    TotpChallenges,
    TotpSecretBox,
    PasskeyRelyingParty,
    StartPasskeyRegistrationHandler,
    AddPasskeyHandler,
    RemovePasskeyHandler,
    CompletePasskeyChallengeHandler,
    StartPasskeySignInHandler,
    UpdateSignInRuleHandler,
    ListSignInRulesHandler,
    ListOwnPasskeysHandler,
    ReauthenticateHandler,
    PasswordHasher,
    CurrentPasswordCheck,
    SignInCompleter,
    OpsAuthGuard,
    SignInHandler,
    CompleteTotpChallengeHandler,
    SignOutHandler,
    ListOwnSessionsHandler,
    EndOwnSessionHandler,
    ChangePasswordHandler,
    StartTotpSetupHandler,
    EnableTotpHandler,
    RegenerateRecoveryCodesHandler,
    CreateAccountHandler,
    UpdateAccountHandler,
    EndAccountSessionsHandler,
    UnlockAccountSignInHandler,
    EnrolmentLinks,
    IssueEnrolmentLinkHandler,
    StartEnrolmentHandler,
    CompleteEnrolmentHandler,
    ListAccountsHandler,
    GetAccountHandler,
  ],
  exports: [OpsAuthGuard, SessionStore, PasswordHasher],
})
export class AuthModule {}
