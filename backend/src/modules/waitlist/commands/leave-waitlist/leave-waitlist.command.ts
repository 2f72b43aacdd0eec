import { Command } from '@nestjs/cqrs';

export interface LeaveWaitlistResult {
  status: 'left' | 'not_on_waitlist';
  message: string;
}

export class LeaveWaitlistCommand extends Command<LeaveWaitlistResult> {
  constructor(readonly token: string) {
    super();
  }
}
