/** Published on the CQRS event bus by the matching worker once a physiotherapist has been chosen. */
export class FinderRequestMatchedEvent {
  constructor(
    readonly finderRequestId: string,
    readonly physiotherapistId: number,
  ) {}
}
