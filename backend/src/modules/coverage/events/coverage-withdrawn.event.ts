/** Published on the event bus by DeactivateCoverage. Nobody is emailed about it. */
export class CoverageWithdrawnEvent {
  constructor(
    readonly coverageChangeId: string,
    readonly districts: readonly string[],
  ) {}
}
