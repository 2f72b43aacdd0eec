import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsPasskeySignInOptions } from '@physio/api-contract';
import { PasskeyRelyingParty } from '../../passkeys/relying-party.js';
import { NO_ACCOUNT_YET, TotpChallenges } from '../../totp/totp-challenges.js';
import { StartPasskeySignInCommand } from './start-passkey-sign-in.command.js';

/**
 * The options for navigator.credentials.get with no passkeys listed (each is a resident key, so the browser knows
 * them), and a challenge for POST /api/ops/auth/passkey, which finds the account from the passkey that answers.
 * Nothing about any account is read or said here.
 */
@CommandHandler(StartPasskeySignInCommand)
export class StartPasskeySignInHandler implements ICommandHandler<StartPasskeySignInCommand, OpsPasskeySignInOptions> {
  constructor(
    private readonly challenges: TotpChallenges,
    private readonly relyingParty: PasskeyRelyingParty,
  ) {}

  async execute(): Promise<OpsPasskeySignInOptions> {
    const options = await this.relyingParty.authenticationOptions([]);
    const challenge = await this.challenges.create({
      accountId: NO_ACCOUNT_YET,
      kind: 'passkey-sign-in',
      webauthn: options.challenge,
    });
    return { challenge, passkey_options: options as unknown as Record<string, unknown> };
  }
}
