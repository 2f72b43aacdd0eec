import { Command } from '@nestjs/cqrs';
import type { SignInResult } from '../sign-in/sign-in.command.js';

/** Second sign-in step: the code from the authenticator app (also the first code of an enrolment at sign-in). */
export class CompleteTotpChallengeCommand extends Command<SignInResult> {
  constructor(
    readonly challenge: string,
    readonly code: string,
    readonly client: string,
    /** The browser's trusted-device cookie, if it sent one. */
    readonly device?: string,
  ) {
    super();
  }
}
