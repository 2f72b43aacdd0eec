import pg from 'pg';
import { TEST_DATABASE_URL } from './env.js';

/**
 * Direct SQL access to the test database, to check what was (and was not) written, as TEST_DATABASE_URL's
 * administrator: resets need TRUNCATE and fixtures may write audit rows of any age, which the runtime role the
 * processes under test use may not.
 */
export function testDatabase() {
  const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 4 });
  return {
    pool,
    query: <T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      pool.query<T>(sql, params).then((r) => r.rows),
    count: async (table: string, where = 'true', params: unknown[] = []) => {
      const rows = await pool.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
      return rows.rows[0].n;
    },
    /**
     * How many outbox rows have ever been written (the id sequence): rows leave the outbox as their jobs run, so
     * "wrote no event" is this figure unchanged, not the table's count.
     */
    outboxWrites: async () => {
      const rows = await pool.query<{ n: string }>(
        'select case when is_called then last_value else 0 end as n from outbox_message_id_seq',
      );
      return Number(rows.rows[0].n);
    },
    /** Removes what tests create; reference data (districts, physiotherapists) stays. */
    resetTransactionalData: async () => {
      await pool.query(
        'truncate finder_request, finder_request_note, referral_offer, outbox_message, physiotherapist_weekly_load',
      );
    },
    close: () => pool.end(),
  };
}

export type TestDatabase = ReturnType<typeof testDatabase>;
