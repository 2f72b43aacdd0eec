import { Command } from '@nestjs/cqrs';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** A coordinator pauses a physiotherapist's new offers until a day (a holiday), or resumes them (null). */
export class PauseOffersCommand extends Command<OpsPhysiotherapist> {
  constructor(
    readonly id: number,
    readonly until: unknown,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
