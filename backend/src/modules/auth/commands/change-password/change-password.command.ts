import { Command } from '@nestjs/cqrs';
import type { OpsChangePasswordResponse } from '@physio/api-contract';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

export type ChangePasswordResult = OpsChangePasswordResponse;

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
