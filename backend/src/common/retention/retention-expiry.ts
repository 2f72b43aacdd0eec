/**
 * Which rows of a table are past their retention window: a column compared with the cut-off (one parameter),
 * optionally narrowed by a fixed condition. Rules are a fixed list in the retention module, never built from input;
 * each table's owner deletes its own rows with them (table-owners.ts).
 */
export interface RetentionExpiry {
  /** Timestamp or date column compared with the cut-off. */
  column: string;
  /** A fixed SQL condition narrowing the rule to some rows of the table. */
  where?: string;
}

/** The rows' condition, with one parameter: the cut-off (rows strictly older go). */
export function expiredSql(expiry: RetentionExpiry): string {
  return `"${expiry.column}" < ?${expiry.where ? ` and ${expiry.where}` : ''}`;
}
