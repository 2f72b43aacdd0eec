import { Query } from '@nestjs/cqrs';
import type { CoverageAction, OpsCoveragePreview } from '@physio/api-contract';

/** What an activation or deactivation would do, for the dashboard's confirmation. Changes nothing. */
export class PreviewCoverageChangeQuery extends Query<OpsCoveragePreview> {
  constructor(
    readonly action: CoverageAction,
    readonly codes: readonly string[],
  ) {
    super();
  }
}
