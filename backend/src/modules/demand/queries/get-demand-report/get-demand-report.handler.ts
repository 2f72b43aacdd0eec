import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpsDemandRow } from '@physio/api-contract';
import type { ListPage } from '../../../../common/simple-rest/index.js';
import { demandReportSql, demandReportStatement, type DemandReportRow } from '../../demand-report.read-model.js';
import { GetDemandReportQuery } from './get-demand-report.query.js';

function toRow({ total: _total, ...row }: DemandReportRow): OpsDemandRow {
  return row;
}

@QueryHandler(GetDemandReportQuery)
export class GetDemandReportHandler implements IQueryHandler<GetDemandReportQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope, sort, offset, limit }: GetDemandReportQuery): Promise<ListPage<OpsDemandRow>> {
    const { sql, params, frozenThrough } = await demandReportStatement(this.em, scope, sort, { limit, offset });
    const rows = await this.em.execute<DemandReportRow[]>(sql, params);
    // Past the last page no row carries the total: count again (rare), over the same kept days.
    let total = rows[0]?.total;
    if (total === undefined && offset > 0) {
      const all = demandReportSql(scope, sort, { frozenThrough });
      total = (await this.em.execute<{ n: number }[]>(`select count(*)::int as n from (${all.sql}) r`, all.params))[0]
        .n;
    }
    return { rows: rows.map(toRow), total: total ?? 0 };
  }
}
