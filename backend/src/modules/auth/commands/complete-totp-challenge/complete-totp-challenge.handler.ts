import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../../audit/audit-log.js';
import { AuthErrors } from '../../auth.errors.js';
import { OpsAccount } from '../../ops-account.entity.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { verifyTotpCode } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { SignInCompleter } from '../sign-in/sign-in-completer.js';
import type { SignInResult } from '../sign-in/sign-in.command.js';
import { CompleteTotpChallengeCommand } from './complete-totp-challenge.command.js';
import { acceptTimeStep } from '../../totp/accept-time-step.js';

/**
 * Checks the code against the account's secret (or, when enrolling at sign-in, the new one), refuses a code
 * whose time step was already used, and signs in. Wrong codes count against the challenge (a few attempts)
 * and against the username's throttle, like wrong passwords.
 */
@CommandHandler(CompleteTotpChallengeCommand)
export class CompleteTotpChallengeHandler implements ICommandHandler<CompleteTotpChallengeCommand, SignInResult> {
  constructor(
    private readonly em: EntityManager,
    private readonly challenges: TotpChallenges,
    private readonly throttle: SignInThrottle,
    private readonly completer: SignInCompleter,
    private readonly audit: AuditLog,
  ) {}

  async execute({ challenge: token, code, client }: CompleteTotpChallengeCommand): Promise<SignInResult> {
    const challenge = await this.challenges.find(token, ['sign-in', 'sign-in-enrol']);
    if (!challenge) throw AuthErrors.challengeExpired();
    const em = this.em.fork();
    const account = await em.findOne(OpsAccount, { id: challenge.accountId });
    if (!account?.active) {
      await this.challenges.consume(token);
      throw AuthErrors.challengeExpired();
    }
    const decision = await this.throttle.attempt(account.username, client);
    if (!decision.allowed) {
      await this.audit.record({ actor: null, username: account.username, action: 'sign-in-throttled', client });
      throw AuthErrors.throttled(decision.retryAfterSeconds);
    }

    const enrolling = challenge.kind === 'sign-in-enrol';
    const secret = enrolling ? challenge.secret : account.totpSecret;
    const lastStep = !enrolling && account.totpLastTimeStep ? Number(account.totpLastTimeStep) : null;
    const step = secret ? await verifyTotpCode(secret, code, lastStep) : null;
    if (step === null) {
      await this.challenges.recordWrongCode(token);
      await this.recordFailure(account, client, 'wrong-totp');
      throw AuthErrors.invalidTotp();
    }
    // Used up before signing in: of two requests racing with one challenge, only one goes on.
    if (!(await this.challenges.consume(token))) throw AuthErrors.challengeExpired();
    const result = await this.completer.complete(em, account, client, enrolling ? 'totp-enrolled' : 'totp', (tx) =>
      acceptTimeStep(tx, account.id, step, enrolling ? (secret ?? undefined) : undefined),
    );
    if (!result) {
      await this.recordFailure(account, client, 'reused-totp');
      throw AuthErrors.invalidTotp();
    }
    return result;
  }

  private async recordFailure(account: OpsAccount, client: string, reason: string): Promise<void> {
    await this.audit.record({
      actor: null,
      username: account.username,
      action: 'sign-in-failed',
      resource: 'accounts',
      recordId: account.id,
      details: { reason },
      client,
    });
  }
}
