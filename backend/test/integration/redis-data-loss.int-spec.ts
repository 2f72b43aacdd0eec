import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES } from '../../src/infra/queues/queues.js';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';
import { RETENTION_SCHEDULER_ID } from '../../src/modules/retention/retention.processor.js';
import { createPhysiotherapist, removePhysiotherapists } from '../factories/physiotherapist.factory.js';
import { testDatabase, type TestDatabase } from '../support/database.js';
import { GENEROUS_RATE_LIMITS, testEnv } from '../support/env.js';
import { confirmFinderRequest } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import {
  freePort,
  startApi,
  startWorker,
  waitFor,
  type RunningApi,
  type RunningProcess,
} from '../support/processes.js';
import { startRedisServer } from '../support/redis-server.js';
import { startSmtpServer } from '../support/smtp.js';

const AREA = 'DG';
const FAMILIES = ['first', 'second', 'third'].map((n) => `${n}.lost.family@example.com`);

/**
 * Redis holds nothing PostgreSQL cannot rebuild: jobs Redis had when it lost its data (a flush, a failover to a
 * replica behind, a restore) are handed on again from the outbox, so every request is still decided and every
 * email sent once, and the repeating jobs' schedules are written again.
 */
describe('when Redis loses its data', () => {
  let db: TestDatabase;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let api: RunningApi;
  let worker: RunningProcess;
  let physioId: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
    await db.query('update postcode_district set covered = true, covered_since = now() where area = $1', [AREA]);
    physioId = await createPhysiotherapist(db, {
      name: 'Rebuilt Physio',
      baseDistrict: 'DG1',
      travelRadiusMiles: 30,
      specialties: ['stroke-recovery'],
      contactEmail: 'rebuilt.physio@example.org',
    });
    redis = await startRedisServer(await freePort());
    smtp = await startSmtpServer();
    env = testEnv({
      ...smtp.env,
      ...GENEROUS_RATE_LIMITS,
      REDIS_URL: redis.url,
      OUTBOX_RECHECK_INTERVAL_MS: '1000',
    });
    [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
  });

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()]);
    await smtp?.stop();
    await redis?.stop();
    if (db) {
      await db.query(`delete from finder_request where postcode like 'DG1 %'`);
      await removePhysiotherapists(db, physioId ? [physioId] : []);
      await db.query('update postcode_district set covered = false, covered_since = null where area = $1', [AREA]);
      await db.close();
    }
  });

  it('hands the lost jobs on again: every request matched, each email sent once, the schedules back', async () => {
    const connection = redisOptionsFromUrl(redis.url);
    const prefix = env.QUEUE_PREFIX;
    const matching = new Queue(QUEUES.matching, { connection, prefix });
    const retention = new Queue(QUEUES.retention, { connection, prefix });
    try {
      await waitFor('the retention schedule', async () =>
        (await retention.getJobSchedulers()).some((s) => s.key === RETENTION_SCHEDULER_ID),
      );
      // Matching paused, as a busy worker would leave them: the families' jobs are in Redis and nowhere else.
      await matching.pause();
      const http = apiClient(api.url);
      const ids: string[] = [];
      for (const email of FAMILIES) {
        const res = await http.post('/api/finder-requests', {
          postcode: 'DG1 1AA',
          condition: 'stroke-recovery',
          urgency: 'soon',
          contact_name: 'Lost Family',
          contact_email: email,
          consent: true,
        });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
        await confirmFinderRequest(http, res.body.id);
      }
      await waitFor('every event to be handed to the queues', async () => {
        const [row] = await db.query<{ waiting: number; relayed: number }>(
          `select count(*) filter (where relayed_at is null)::int as waiting,
                  count(*) filter (where relayed_at is not null)::int as relayed
           from outbox_message where aggregate_id = any($1::text[])`,
          [ids],
        );
        return row.waiting === 0 && row.relayed === 2 * ids.length; // submitted and confirmed
      });
      expect(await db.count('finder_request', `id = any($1::uuid[]) and status = 'pending'`, [ids])).toBe(ids.length);

      // Redis loses everything: the jobs, the pause, the schedules.
      const client = new Redis(connection);
      await client.flushall();
      client.disconnect();

      const statuses = await waitFor(
        'every request to be decided',
        async () => {
          const rows = await db.query<{ status: string }>(
            'select status from finder_request where id = any($1::uuid[])',
            [ids],
          );
          return rows.every((r) => r.status !== 'pending') ? rows.map((r) => r.status) : undefined;
        },
        60000,
      );
      expect(statuses).toEqual(ids.map(() => 'matched'));
      // Each family's emails arrive, and the physiotherapist's; nothing twice.
      await waitFor('the outbox to be empty', async () => (await db.count('outbox_message')) === 0, 60000);
      await waitFor('every email to be sent', async () =>
        FAMILIES.every((email) => smtp.received.some((mail) => mail.to.includes(email))),
      );
      // Long enough for another recheck: nothing more is sent.
      await new Promise((r) => setTimeout(r, 2500));
      const messageIds = smtp.received.map((mail) => /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1]);
      expect(messageIds.every(Boolean)).toBe(true);
      expect(new Set(messageIds).size).toBe(messageIds.length);
      for (const email of FAMILIES) {
        expect(smtp.received.filter((mail) => mail.to.includes(email)).length).toBeGreaterThan(0);
      }
      expect(worker.output()).toContain('Redis has lost its data');
      expect(await retention.getJobSchedulers()).toEqual([expect.objectContaining({ key: RETENTION_SCHEDULER_ID })]);
    } finally {
      await Promise.all([matching.close(), retention.close()]);
    }
  });
});
