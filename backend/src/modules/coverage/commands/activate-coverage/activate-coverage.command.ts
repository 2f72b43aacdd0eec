import { Command } from '@nestjs/cqrs';
import type { CoverageChangeResult } from '../coverage-change.result.js';

/** Start serving districts (`CB1`) or whole postcode areas (`NR`). */
export class ActivateCoverageCommand extends Command<CoverageChangeResult> {
  constructor(
    readonly codes: readonly string[],
    /** County shown for newly covered districts that have none; defaults to the district's UK region. */
    readonly county?: string,
  ) {
    super();
  }
}
