import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsPasskeyRegistrationOptions } from '@physio/api-contract';
import { CurrentPasswordCheck } from '../../passwords/current-password-check.js';
import { OpsPasskey } from '../../passkeys/ops-passkey.entity.js';
import { PasskeyRelyingParty } from '../../passkeys/relying-party.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { StartPasskeyRegistrationCommand } from './start-passkey-registration.command.js';

@CommandHandler(StartPasskeyRegistrationCommand)
export class StartPasskeyRegistrationHandler implements ICommandHandler<
  StartPasskeyRegistrationCommand,
  OpsPasskeyRegistrationOptions
> {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly relyingParty: PasskeyRelyingParty,
    private readonly challenges: TotpChallenges,
  ) {}

  async execute({ auth, currentPassword }: StartPasskeyRegistrationCommand): Promise<OpsPasskeyRegistrationOptions> {
    const em = this.em.fork();
    const account = await this.currentPassword.verify(em, auth, currentPassword); // ASVS 7.5.1
    const existing = await em.find(OpsPasskey, { accountId: account.id });
    const options = await this.relyingParty.registrationOptions(account, existing);
    // The WebAuthn challenge stays on the server with the setup token: used once, within 5 minutes.
    const setupToken = await this.challenges.create({
      accountId: account.id,
      kind: 'passkey-enrol',
      webauthn: options.challenge,
    });
    return { setup_token: setupToken, options: options as unknown as Record<string, unknown> };
  }
}
