import { Command } from '@nestjs/cqrs';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';
import type { CoverageChangeResult } from '../coverage-change.result.js';

/**
 * Stop serving districts or areas. Nobody is emailed; waitlist entries stay as they are; requests already made there
 * (matched or still pending) are left alone. New families there are offered the waitlist.
 */
export class DeactivateCoverageCommand extends Command<CoverageChangeResult> {
  constructor(
    readonly codes: readonly string[],
    /** Who asked, for the audit log: a dashboard account, or null for the command line. */
    readonly actor: OpsPrincipal | null = null,
  ) {
    super();
  }
}
