/** Published on the CQRS event bus by the matching worker when no physiotherapist can take the family. */
export class FinderRequestUnmatchedEvent {
  constructor(readonly finderRequestId: string) {}
}
