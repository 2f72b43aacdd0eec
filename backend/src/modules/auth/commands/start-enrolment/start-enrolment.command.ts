import { Command } from '@nestjs/cqrs';
import type { OpsEnrolmentStartResponse } from '@physio/api-contract';

/** Someone opened an enrolment link: whom it is for, and a new TOTP secret to add to their app. */
export class StartEnrolmentCommand extends Command<OpsEnrolmentStartResponse> {
  constructor(
    readonly token: string,
    /** Hashed client key (throttling, audit). */
    readonly client: string,
  ) {
    super();
  }
}
