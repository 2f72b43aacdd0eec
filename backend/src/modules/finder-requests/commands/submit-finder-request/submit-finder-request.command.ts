import { Command } from '@nestjs/cqrs';
import type { SubmitFinderRequestResponse } from '@physio/api-contract';
import type { SubmitFinderRequestDto } from './submit-finder-request.dto.js';

export class SubmitFinderRequestCommand extends Command<SubmitFinderRequestResponse> {
  constructor(readonly request: SubmitFinderRequestDto) {
    super();
  }
}
