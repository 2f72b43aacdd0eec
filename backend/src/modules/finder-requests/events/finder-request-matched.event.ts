/** Published on the CQRS event bus by the matching worker once a physiotherapist has been chosen. */
export class FinderRequestMatchedEvent {
  constructor(
    readonly finderRequestId: string,
    readonly physiotherapistId: number,
    /** The family gave an email and consent: there is someone to write to (a fact, not the address). */
    readonly familyCanBeEmailed: boolean,
  ) {}
}
