import { Command } from '@nestjs/cqrs';
import type { OpsRequestAuth } from '../../current-account.decorator.js';

/** Ends the current session on the server (ASVS 7.4.1). */
export class SignOutCommand extends Command<void> {
  constructor(readonly auth: OpsRequestAuth) {
    super();
  }
}
