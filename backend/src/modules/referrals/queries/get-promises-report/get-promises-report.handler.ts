import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsPromisesRow } from '@physio/api-contract';
import { promisesReport } from '../../promises-report.read-model.js';
import { GetPromisesReportQuery } from './get-promises-report.query.js';

@QueryHandler(GetPromisesReportQuery)
export class GetPromisesReportHandler implements IQueryHandler<GetPromisesReportQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ scope }: GetPromisesReportQuery): Promise<OpsPromisesRow[]> {
    return promisesReport(this.em.fork(), scope);
  }
}
