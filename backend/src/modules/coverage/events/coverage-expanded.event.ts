/** Outbox topic: coverage grew (aggregate id = coverage_change id). The worker then notifies the waitlist. */
export const COVERAGE_EXPANDED = 'coverage.expanded';

/** Published on the event bus by ActivateCoverage once newly covered districts are committed. */
export class CoverageExpandedEvent {
  constructor(
    readonly coverageChangeId: string,
    readonly districts: readonly string[],
  ) {}
}
