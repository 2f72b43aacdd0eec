import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsPhysiotherapist } from '@physio/api-contract';
import { loadPhysiotherapistView } from '../../physiotherapist-view.read-model.js';
import { PhysiotherapistErrors } from '../../physiotherapists.errors.js';
import { GetPhysiotherapistQuery } from './get-physiotherapist.query.js';

@QueryHandler(GetPhysiotherapistQuery)
export class GetPhysiotherapistHandler implements IQueryHandler<GetPhysiotherapistQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetPhysiotherapistQuery): Promise<OpsPhysiotherapist> {
    const physiotherapist = await loadPhysiotherapistView(this.em, id);
    if (!physiotherapist) throw PhysiotherapistErrors.notFound();
    return physiotherapist;
  }
}
