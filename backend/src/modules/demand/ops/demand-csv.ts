import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMAND_CONDITION_LABELS, DEMAND_CSV_COLUMNS } from '@physio/api-contract';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { SortOrder } from '../../../common/simple-rest/index.js';
import { demandReportStatement, type DemandReportRow } from '../demand-report.read-model.js';
import type { DemandScope } from './demand-scope.js';
import { csvText } from '../../../common/csv/csv-text.js';

export { csvText };

/** Rows fetched from the cursor at a time: a year of districts by conditions is tens of thousands of rows. */
const BATCH = 2000;

export function csvLine(scope: DemandScope, row: DemandReportRow): string {
  return (
    [
      scope.from,
      scope.to,
      String(row.rank),
      csvText(row.area),
      csvText(row.district),
      // The label the screen shows ("Falls Prevention"), not the code.
      csvText(row.condition ? DEMAND_CONDITION_LABELS[row.condition] : null),
      csvText(row.places),
      String(row.covered_districts),
      String(row.districts),
      String(row.searches),
      String(row.waitlist_joins),
      String(row.people),
      String(row.waiting),
    ].join(',') + '\r\n'
  );
}

export const CSV_HEADER = `${DEMAND_CSV_COLUMNS.join(',')}\r\n`;

export function csvFileName(scope: DemandScope): string {
  const split = scope.byCondition ? '-and-condition' : '';
  return `demand-by-${scope.group}${split}-${scope.from}-to-${scope.to}.csv`;
}

async function writable(out: PassThrough): Promise<void> {
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/**
 * The report as CSV, read through a PostgreSQL cursor in one read-only transaction and written as it comes
 * (BATCH rows at a time, waiting while the client is slow), so neither the server nor the browser ever holds the
 * whole file. Resolves once the first rows are read, so a failing query still answers a JSON error; a failure
 * later ends the download early. `rows` is called with the number of rows once everything is written.
 */
export async function demandCsvStream(
  em: EntityManager,
  scope: DemandScope,
  sort: { field: string; order: SortOrder },
): Promise<{ stream: Readable; rows: Promise<number> }> {
  const { sql, params } = await demandReportStatement(em, scope, sort);
  const out = new PassThrough();
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = em.fork().transactional(async (tx) => {
    await tx.execute('set transaction read only');
    // A cursor otherwise plans for the first 10% of rows; the whole report is read.
    await tx.execute('set local cursor_tuple_fraction = 1');
    await tx.execute(`declare demand_csv no scroll cursor for ${sql}`, params);
    let count = 0;
    let chunk = CSV_HEADER;
    for (;;) {
      const batch = await tx.execute<DemandReportRow[]>(`fetch forward ${BATCH} from demand_csv`);
      count += batch.length;
      for (const row of batch) chunk += csvLine(scope, row);
      started();
      if (!out.write(chunk)) await writable(out);
      chunk = '';
      if (out.destroyed) return count; // the client went away
      if (batch.length < BATCH) return count;
    }
  });
  const rows = done.then(
    (count) => {
      out.end();
      return count;
    },
    (error: unknown) => {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  await Promise.race([ready, rows]);
  return { stream: out, rows };
}
