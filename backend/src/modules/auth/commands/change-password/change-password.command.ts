import { Command } from '@nestjs/cqrs';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

export interface ChangePasswordResult {
  /** The account's other sessions that were ended. */
  sessions_ended: number;
}

/** A signed-in person changes their own password; their other sessions end (ASVS 7.4.3). */
export class ChangePasswordCommand extends Command<ChangePasswordResult> {
  constructor(
    readonly auth: OpsRequestAuth,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
