import { Command } from '@nestjs/cqrs';
import type { JoinWaitlistDto } from './join-waitlist.dto.js';

export interface WaitlistEntryView {
  id: string;
  district: string;
  condition: string | null;
  created_at: string;
  notified: boolean;
  /** True when this email had already joined this district: nothing new was written. */
  already_joined: boolean;
}

export class JoinWaitlistCommand extends Command<WaitlistEntryView> {
  constructor(
    readonly entry: JoinWaitlistDto,
    /** Pseudonymous daily browser key for demand figures (see demand/visitor-key.ts). */
    readonly visitorKey: string | null,
  ) {
    super();
  }
}
