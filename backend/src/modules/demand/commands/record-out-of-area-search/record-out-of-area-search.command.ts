import { Command } from '@nestjs/cqrs';
import type { RecordOutOfAreaSearchDto } from './record-out-of-area-search.dto.js';

export class RecordOutOfAreaSearchCommand extends Command<{ status: 'accepted' }> {
  constructor(
    readonly search: RecordOutOfAreaSearchDto,
    readonly visitorKey: string | null,
  ) {
    super();
  }
}
