import { Command } from '@nestjs/cqrs';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import type { OpsPrincipal } from '../../../auth/current-account.decorator.js';

/** Removes a physiotherapist entered by mistake. One who has been matched with a family is deactivated instead. */
export class DeletePhysiotherapistCommand extends Command<OpsPhysiotherapist> {
  constructor(
    readonly id: number,
    readonly actor: OpsPrincipal,
  ) {
    super();
  }
}
