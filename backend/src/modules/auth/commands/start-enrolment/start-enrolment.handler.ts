import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OpsEnrolmentStartResponse } from '@physio/api-contract';
import { AuditLog } from '../../../audit/audit-log.js';
import { EnrolmentLinks } from '../../enrolment/enrolment-links.js';
import { SignInThrottle } from '../../throttle/sign-in-throttle.js';
import { newTotpSecret, totpUri } from '../../totp/totp-code.js';
import { TotpChallenges } from '../../totp/totp-challenges.js';
import { openEnrolmentLink } from '../enrolment-throttle.js';
import { StartEnrolmentCommand } from './start-enrolment.command.js';

/**
 * Opens an enrolment link: throttled per client like a sign-in (checked before anything is looked up); an unknown,
 * used, replaced or expired link gets one answer. The link is not used up here: opening it again (another device,
 * a closed tab) gives a new secret, and only the complete step uses it.
 */
@CommandHandler(StartEnrolmentCommand)
export class StartEnrolmentHandler implements ICommandHandler<StartEnrolmentCommand, OpsEnrolmentStartResponse> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: EnrolmentLinks,
    private readonly throttle: SignInThrottle,
    private readonly challenges: TotpChallenges,
    private readonly audit: AuditLog,
  ) {}

  async execute({ token, client }: StartEnrolmentCommand): Promise<OpsEnrolmentStartResponse> {
    const { account, throttleName: name } = await openEnrolmentLink(
      { em: this.em, links: this.links, throttle: this.throttle, audit: this.audit },
      token,
      client,
    );
    // A right link: the client gets its attempt back, and the link's wrong codes so far are forgotten (whoever holds
    // the link can open it again for a new secret anyway; the link itself is the secret that must not be guessed).
    await this.throttle.succeeded(name, client, true);
    const secret = newTotpSecret();
    const challenge = await this.challenges.create({ accountId: account.id, kind: 'link-enrol', secret });
    return {
      display_name: account.displayName,
      username: account.username,
      challenge,
      totp_secret: secret,
      otpauth_uri: totpUri(account.username, secret),
    };
  }
}
