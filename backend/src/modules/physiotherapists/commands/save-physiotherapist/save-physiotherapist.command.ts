import { Command } from '@nestjs/cqrs';
import type { OpsPhysiotherapist, OpsPhysiotherapistBody } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** Creates a physiotherapist (id null) or replaces one's details, as a coordinator typed them. */
export class SavePhysiotherapistCommand extends Command<OpsPhysiotherapist> {
  constructor(
    readonly id: number | null,
    readonly body: OpsPhysiotherapistBody,
    readonly actor: OpsPrincipal,
    /** The coordinator confirmed a base district we do not cover. */
    readonly outsideCoverageConfirmed = false,
  ) {
    super();
  }
}
