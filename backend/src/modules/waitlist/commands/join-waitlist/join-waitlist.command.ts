import { Command } from '@nestjs/cqrs';
import type { JoinWaitlistResponse } from '@physio/api-contract';
import type { JoinWaitlistDto } from './join-waitlist.dto.js';

export class JoinWaitlistCommand extends Command<JoinWaitlistResponse> {
  constructor(
    readonly entry: JoinWaitlistDto,
    /** Pseudonymous daily browser key for demand figures (see demand/visitor-key.ts). */
    readonly visitorKey: string | null,
  ) {
    super();
  }
}
