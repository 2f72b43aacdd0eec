import { Command } from '@nestjs/cqrs';
import type { ConfirmFinderRequestResponse } from '@physio/api-contract';

/** The family followed the link in the confirmation email and pressed its button. */
export class ConfirmFinderRequestCommand extends Command<ConfirmFinderRequestResponse> {
  constructor(readonly token: string) {
    super();
  }
}
