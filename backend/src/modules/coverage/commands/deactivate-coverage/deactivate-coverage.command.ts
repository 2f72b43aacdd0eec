import { Command } from '@nestjs/cqrs';
import type { CoverageChangeResult } from '../coverage-change.result.js';

/** Stop serving districts or areas. Nobody is emailed; waitlist entries stay as they are. */
export class DeactivateCoverageCommand extends Command<CoverageChangeResult> {
  constructor(readonly codes: readonly string[]) {
    super();
  }
}
