import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsTotpSetupResponse } from '@physio/api-contract';
import { CurrentPasswordCheck } from '../../passwords/current-password-check.js';
import { newTotpSecret, totpUri } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { StartTotpSetupCommand } from './start-totp-setup.command.js';

@CommandHandler(StartTotpSetupCommand)
export class StartTotpSetupHandler implements ICommandHandler<StartTotpSetupCommand, OpsTotpSetupResponse> {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly challenges: TotpChallenges,
  ) {}

  async execute({ auth, currentPassword }: StartTotpSetupCommand): Promise<OpsTotpSetupResponse> {
    await this.currentPassword.verify(this.em.fork(), auth, currentPassword);
    // The secret waits in Redis with the setup token: an enrolled factor keeps working until the new one is proven.
    const secret = newTotpSecret();
    const setupToken = await this.challenges.create({ accountId: auth.principal.id, kind: 'enrol', secret });
    return { totp_secret: secret, otpauth_uri: totpUri(auth.principal.username, secret), setup_token: setupToken };
  }
}
