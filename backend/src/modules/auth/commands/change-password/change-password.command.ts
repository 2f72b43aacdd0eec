import { Command } from '@nestjs/cqrs';
import type { OpsChangePasswordResponse } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

export interface ChangePasswordResult {
  response: OpsChangePasswordResponse;
  /** The session's new id, for the cookie only (ASVS 7.2.4: renewed after re-authentication). */
  sessionId: string;
}

/** A signed-in person changes their own password; their session is renewed and their other sessions end (ASVS 7.4.3). */
export class ChangePasswordCommand extends Command<ChangePasswordResult> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
