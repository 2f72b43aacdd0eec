import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsCoveragePreview } from '@physio/api-contract';
import { planCoverageChange } from '../../commands/coverage-plan.js';
import { PreviewCoverageChangeQuery } from './preview-coverage-change.query.js';

@QueryHandler(PreviewCoverageChangeQuery)
export class PreviewCoverageChangeHandler implements IQueryHandler<PreviewCoverageChangeQuery, OpsCoveragePreview> {
  constructor(private readonly em: EntityManager) {}

  execute({ action, codes }: PreviewCoverageChangeQuery): Promise<OpsCoveragePreview> {
    return planCoverageChange(this.em.fork(), action, codes);
  }
}
