import { Command } from '@nestjs/cqrs';
import type { OpsLoginResponse } from '@physio/api-contract';

export interface SignInResult {
  response: OpsLoginResponse;
  /** Set when the account is now signed in: the new session id, for the cookie only. */
  sessionId?: string;
  /** Set with sessionId: this browser's new trusted-device token, for its cookie only. */
  deviceToken?: string;
}

/** First sign-in step: username and password. */
export class SignInCommand extends Command<SignInResult> {
  constructor(
    readonly username: string,
    readonly password: string,
    /** Hashed client key (throttling, audit). */
    readonly client: string,
    /** The browser's trusted-device cookie, if it sent one. */
    readonly device?: string,
  ) {
    super();
  }
}
