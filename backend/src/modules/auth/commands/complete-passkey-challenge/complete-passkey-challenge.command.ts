import { Command } from '@nestjs/cqrs';
import type { SignInResult } from '../sign-in/sign-in.command.js';

/** The second sign-in step with a passkey: its signature over the challenge the login answer carried. */
export class CompletePasskeyChallengeCommand extends Command<SignInResult> {
  constructor(
    readonly challenge: string,
    readonly credential: Record<string, unknown>,
    /** Hashed client key (throttling, audit). */
    readonly client: string,
    /** The browser's trusted-device cookie, if it sent one. */
    readonly device?: string,
  ) {
    super();
  }
}
