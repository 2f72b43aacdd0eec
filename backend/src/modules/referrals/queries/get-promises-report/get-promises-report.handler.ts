import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsPromisesRow } from '@physio/api-contract';
import { PromiseFactsCache } from '../../promise-facts.cache.js';
import { GetPromisesReportQuery } from './get-promises-report.query.js';

@QueryHandler(GetPromisesReportQuery)
export class GetPromisesReportHandler implements IQueryHandler<GetPromisesReportQuery> {
  constructor(private readonly facts: PromiseFactsCache) {}

  execute({ scope }: GetPromisesReportQuery): Promise<OpsPromisesRow[]> {
    return this.facts.report(scope);
  }
}
