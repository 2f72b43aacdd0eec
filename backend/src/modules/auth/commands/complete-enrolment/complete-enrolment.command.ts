import { Command } from '@nestjs/cqrs';
import type { OpsEnrolmentCompleteResponse } from '@physio/api-contract';

export interface CompleteEnrolmentResult {
  response: OpsEnrolmentCompleteResponse;
  /** The new session's id, for the cookie only. */
  sessionId: string;
  /** This browser's trusted-device token, for its cookie only. */
  deviceToken: string;
}

/** The enrolment page's last step: the link, the set-up's challenge, the chosen password and the app's first code. */
export class CompleteEnrolmentCommand extends Command<CompleteEnrolmentResult> {
  constructor(
    readonly token: string,
    readonly challenge: string,
    readonly password: string,
    readonly code: string,
    /** Hashed client key (throttling, audit). */
    readonly client: string,
  ) {
    super();
  }
}
