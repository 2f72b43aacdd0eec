import { Command } from '@nestjs/cqrs';
import type { OpsLoginResponse } from '@physio/api-contract';

export interface SignInResult {
  response: OpsLoginResponse;
  /** Set when the account is now signed in: the new session id, for the cookie only. */
  sessionId?: string;
}

/** First sign-in step: username and password. */
export class SignInCommand extends Command<SignInResult> {
  constructor(
    readonly username: string,
    readonly password: string,
    /** Hashed client key (throttling, audit). */
    readonly client: string,
  ) {
    super();
  }
}
