import { Command } from '@nestjs/cqrs';

import type { LeaveWaitlistResponse } from '@physio/api-contract';

export type LeaveWaitlistResult = LeaveWaitlistResponse;

export class LeaveWaitlistCommand extends Command<LeaveWaitlistResult> {
  constructor(readonly token: string) {
    super();
  }
}
