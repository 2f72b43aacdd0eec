import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Batcher } from '../../../../common/batching/batcher.js';
import { isCausedByRowData } from '../../../../infra/database/database-errors.js';
import { activeTraceContext } from '../../../../infra/tracing/trace-context.js';
import { insertOfferedFinderRequests, type NewFinderRequestRow } from '../../finder-request.repository.js';

/**
 * Group commit for the busiest write: the submissions that arrive while earlier statements are in flight
 * are written together in the next one (see Batcher). Each caller learns only about its own row. If
 * PostgreSQL refuses a statement for the values in it, nothing of it was written and its rows are written
 * again apart (halves, down to single rows): the families whose rows are fine still get their 201, and
 * only a row refused on its own fails. Any other failure (database down) fails the whole batch at once.
 */
@Injectable()
export class FinderRequestWriter {
  private readonly batcher: Batcher<NewFinderRequestRow, boolean>;

  constructor(orm: MikroORM) {
    this.batcher = new Batcher(
      async (rows) => {
        const ids = await insertOfferedFinderRequests(orm.em, rows);
        return rows.map((row) => ids.has(row.id));
      },
      { maxInFlight: 4, maxBatchSize: 250, isolateFailures: isCausedByRowData },
    );
  }

  /**
   * Resolves true when written, false when the district is not offered (then nothing is written). The row carries
   * the caller's trace: the statement runs in one caller's, and writes the rows of all.
   */
  insertIfCovered(row: NewFinderRequestRow): Promise<boolean> {
    return this.batcher.call({ ...row, trace_context: activeTraceContext() });
  }
}
