/** Published on the CQRS event bus by the matching worker when no physiotherapist can take the family. */
export class FinderRequestUnmatchedEvent {
  constructor(
    readonly finderRequestId: string,
    /** The family gave an email and consent: there is someone to write to (a fact, not the address). */
    readonly familyCanBeEmailed: boolean,
  ) {}
}
