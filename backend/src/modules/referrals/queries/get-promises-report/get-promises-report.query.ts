import { Query } from '@nestjs/cqrs';
import type { OpsPromisesRow } from '@physio/api-contract';
import type { PromisesQuery } from '../../promise-facts.columns.js';

/** The promises report: every row of one grouping over a period (the dashboard pages and the CSV slice it). */
export class GetPromisesReportQuery extends Query<OpsPromisesRow[]> {
  constructor(readonly scope: PromisesQuery) {
    super();
  }
}
