import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';
import type { CoverageChangeResult } from '../coverage-change.result.js';

/**
 * Start serving districts (`CB1`) or whole postcode areas (`NR`). Refused (COVERAGE.UNREACHABLE, nothing changed)
 * when a district it would newly cover is reached by no active physiotherapist.
 */
export class ActivateCoverageCommand extends Command<CoverageChangeResult> {
  constructor(
    readonly codes: readonly string[],
    /** Who asked, for the audit log: a dashboard account, or null for the command line. */
    readonly actor: OpsPrincipal | null = null,
  ) {
    super();
  }
}
