import { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { TEST_OWNER_DATABASE_URL, TEST_REDIS_URL, TEST_RUNTIME_DATABASE_URL, testEnv } from '../support/env.js';
import { startWorker, waitFor, type RunningProcess } from '../support/processes.js';

const DAY = 24 * 60 * 60 * 1000;

/** The SQLSTATE PostgreSQL refused a statement with (undefined when it was accepted). */
async function refusal(client: pg.Client, sql: string): Promise<string | undefined> {
  try {
    await client.query(sql);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/**
 * The audit trail is out of the application's reach: the API and the workers connect as the runtime role, which
 * may add audit rows and read them, nothing else; rows past the retention period go only through the retention
 * job's purge.
 */
describe('the audit log and the database roles', () => {
  let db: TestDatabase;
  let runtime: pg.Client;
  let owner: pg.Client;
  const marker = `audit-protection-${randomUUID()}`;

  beforeAll(async () => {
    db = testDatabase();
    runtime = new pg.Client({ connectionString: TEST_RUNTIME_DATABASE_URL });
    owner = new pg.Client({ connectionString: TEST_OWNER_DATABASE_URL });
    await runtime.connect();
    await owner.connect();
  });

  afterAll(async () => {
    await runtime?.end();
    await owner?.end();
    await db?.close();
  });

  it('lets the runtime role add and read audit rows, and refuses it UPDATE, DELETE, TRUNCATE and ALTER', async () => {
    await runtime.query(`insert into audit_log (action, resource, record_id) values ('test', 'test', $1)`, [marker]);
    const { rows } = await runtime.query('select action from audit_log where record_id = $1', [marker]);
    expect(rows).toEqual([{ action: 'test' }]);

    const insufficientPrivilege = '42501';
    expect(await refusal(runtime, `update audit_log set action = 'changed' where record_id = '${marker}'`)).toBe(
      insufficientPrivilege,
    );
    expect(await refusal(runtime, `delete from audit_log where record_id = '${marker}'`)).toBe(insufficientPrivilege);
    expect(await refusal(runtime, 'truncate audit_log')).toBe(insufficientPrivilege);
    expect(await refusal(runtime, 'alter table audit_log disable trigger audit_log_append_only')).toBe(
      insufficientPrivilege,
    );
    expect(await refusal(runtime, 'alter table audit_log disable trigger all')).toBe(insufficientPrivilege);
    expect(await refusal(runtime, 'alter table audit_log add column note text')).toBe(insufficientPrivilege);
    expect(await refusal(runtime, 'drop table audit_log')).toBe(insufficientPrivilege);
    expect(await refusal(runtime, 'drop trigger audit_log_append_only on audit_log')).toBe(insufficientPrivilege);
    expect(
      await refusal(
        runtime,
        'create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$ begin return old; end $$',
      ),
    ).toBe(insufficientPrivilege);
    // Setting the purge's flag by hand opens nothing: the role has no DELETE.
    await runtime.query(`select set_config('physio.audit_purge', 'on', false)`);
    expect(await refusal(runtime, `delete from audit_log where record_id = '${marker}'`)).toBe(insufficientPrivilege);
    await runtime.query(`select set_config('physio.audit_purge', 'off', false)`);

    expect(await db.count('audit_log', 'record_id = $1 and action = $2', [marker, 'test'])).toBe(1);
  });

  it('refuses the runtime role any change to the schema, and truncating any table', async () => {
    expect(await refusal(runtime, 'create table runtime_made (id int)')).toBe('42501');
    expect(await refusal(runtime, 'truncate outbox_message')).toBe('42501');
    expect(await refusal(runtime, 'alter table finder_request add column note text')).toBe('42501');
  });

  it('refuses even the owner an UPDATE or DELETE while the append-only trigger is on', async () => {
    const old = await db.query<{ id: string }>(
      `insert into audit_log (at, action, record_id) values (now() - interval '3000 days', 'test', $1) returning id`,
      [`${marker}-owner`],
    );
    expect(await refusal(owner, `update audit_log set action = 'x' where id = ${old[0].id}`)).toBe('42501');
    expect(await refusal(owner, `delete from audit_log where id = ${old[0].id}`)).toBe('42501');
  });

  it('grants the runtime role the tables later migrations create (default privileges of the owner)', async () => {
    const table = `later_${randomUUID().replace(/-/g, '')}`;
    await owner.query(`create table ${table} (id int)`);
    try {
      await runtime.query(`insert into ${table} values (1)`);
      expect((await runtime.query(`select id from ${table}`)).rows).toEqual([{ id: 1 }]);
      expect(await refusal(runtime, `truncate ${table}`)).toBe('42501');
    } finally {
      await owner.query(`drop table ${table}`);
    }
  });

  describe('retention', () => {
    let worker: RunningProcess;
    let queue: Queue;

    beforeAll(async () => {
      const env = testEnv();
      queue = new Queue('retention', { connection: { url: TEST_REDIS_URL }, prefix: env.QUEUE_PREFIX });
      worker = await startWorker(env);
    });

    afterAll(async () => {
      await worker?.stop();
      await queue?.close();
    });

    async function runRetention(): Promise<Record<string, number>> {
      const job = await queue.add('apply-retention', {});
      const done = await waitFor('the retention job', async () => {
        if (!(await job.isCompleted())) return null;
        const state = await Job.fromId(queue, job.id!);
        return state?.returnvalue ? state : null;
      });
      return done.returnvalue as Record<string, number>;
    }

    it('purges audit rows past the period (six years by default) through the retention job, and only those', async () => {
      const record = `${marker}-retention`;
      const insert = (days: number, action: string) =>
        db.query(`insert into audit_log (at, action, record_id) values ($1, $2, $3)`, [
          new Date(Date.now() - days * DAY),
          action,
          record,
        ]);
      await insert(2192 + 2, 'past the period');
      await insert(2192 - 2, 'inside the period');
      await insert(400, 'last year');

      const deleted = await runRetention();
      expect(deleted.audit_log).toBeGreaterThanOrEqual(1);
      const left = await db.query<{ action: string }>('select action from audit_log where record_id = $1 order by at', [
        record,
      ]);
      expect(left.map((row) => row.action)).toEqual(['inside the period', 'last year']);
    });

    it('gives the runtime role no other way: the purge takes no period, and a plain DELETE is still refused', async () => {
      const record = `${marker}-narrow`;
      await db.query(
        `insert into audit_log (at, action, record_id) values (now() - interval '1000 days', 'kept', $1)`,
        [record],
      );
      // Whatever the caller asks for, only rows past the period go.
      await runtime.query('select audit_log_purge(1000000)');
      expect(await db.count('audit_log', 'record_id = $1', [record])).toBe(1);
      expect(await refusal(runtime, `delete from audit_log where record_id = '${record}'`)).toBe('42501');
      // Not PUBLIC's to call: only the runtime role was granted it.
      const { rows } = await db
        .query<{ granted: boolean }>(
          "select has_function_privilege('public', 'audit_log_purge(integer)', 'execute') as granted",
        )
        .then((r) => ({ rows: r }));
      expect(rows[0].granted).toBe(false);
    });
  });
});
