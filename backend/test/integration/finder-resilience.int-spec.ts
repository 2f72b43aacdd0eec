import { testDatabase, type TestDatabase } from '../support/database.js';
import { testEnv } from '../support/env.js';
import { confirmFinderRequest } from '../support/finder.js';
import { apiClient } from '../support/http.js';
import { freePort, startApi, startWorker, waitFor } from '../support/processes.js';
import { startRedisServer } from '../support/redis-server.js';
import { Queue } from 'bullmq';
import { redisOptionsFromUrl } from '../../src/infra/redis/redis-connection.js';

const request = {
  postcode: 'SW1A 1AA',
  condition: 'stroke-recovery',
  urgency: 'urgent',
  contact_email: 'resilient.family@example.com',
  consent: true,
} as const;

/** What happens to a family's request when parts of the system fail. */
describe('finder pipeline under failure', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = testDatabase();
    await db.resetTransactionalData();
  });
  afterAll(() => db?.close());

  it('accepts and confirms a request while Redis is down, reports health degraded, and matches it once Redis is back', async () => {
    const redisPort = await freePort();
    let redis = await startRedisServer(redisPort);
    const env = testEnv({ REDIS_URL: redis.url });
    const api = await startApi(env);
    const worker = await startWorker(env);
    const http = apiClient(api.url);
    try {
      expect((await http.get('/api/health')).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });

      await redis.stop();
      // Degraded, not down: the copy keeps taking families' requests, so a load balancer must keep it.
      const health = await waitFor('health to report Redis down', async () => {
        const res = await http.get('/api/health');
        return res.body?.redis === 'down' ? res : undefined;
      });
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
      // What a load balancer probes says the same; the liveness probe does not ask for a restart.
      const ready = await http.get('/api/health/ready');
      expect({ status: ready.status, body: ready.body }).toEqual({ status: 200, body: health.body });
      const live = await http.get('/api/health/live');
      expect({ status: live.status, body: live.body }).toEqual({ status: 200, body: { status: 'ok' } });

      const submitted = await http.post('/api/finder-requests', request);
      expect(submitted.status).toBe(201);
      // The request waits in the outbox; nothing is lost.
      await new Promise((r) => setTimeout(r, 1000));
      expect((await http.get(`/api/finder-requests/${submitted.body.id}`)).body.status).toBe('pending');
      expect(await db.count('outbox_message', 'aggregate_id = $1', [submitted.body.id])).toBe(1);
      // Confirming needs no Redis either: the confirmation waits in the outbox beside the submission.
      await confirmFinderRequest(http, submitted.body.id);

      redis = await startRedisServer(redisPort);
      const result = await waitFor(
        'the request to be matched after Redis came back',
        async () => {
          const res = await http.get(`/api/finder-requests/${submitted.body.id}`);
          return res.body.status !== 'pending' ? res : undefined;
        },
        30000,
      );
      expect(result.body.status).toBe('matched');
      expect(result.body.matched_physiotherapist.specialties).toContain('stroke-recovery');
      // Nothing is left behind: the match's own events (its emails) pass through the outbox too.
      await waitFor(
        'the outbox to be handed on',
        async () => (await db.count('outbox_message', 'relayed_at is null')) === 0,
      );
      // Health's own connection reconnects on its own schedule: it may come back a moment after the worker's.
      await waitFor(
        'health to report Redis up again',
        async () => (await http.get('/api/health')).body?.status === 'ok',
      );
    } finally {
      await Promise.all([api.stop(), worker.stop()]);
      await redis.stop();
    }
  });

  it('finishes a job whose worker was killed in the middle of it, once a worker runs again', async () => {
    // A short lock so that the killed worker's job is recovered quickly.
    const env = testEnv({ JOB_LOCK_DURATION_MS: '2000' });
    const queue = new Queue('matching', { connection: redisOptionsFromUrl(env.REDIS_URL), prefix: env.QUEUE_PREFIX });
    const api = await startApi(env);
    const http = apiClient(api.url);
    const submitted = await http.post('/api/finder-requests', request);
    expect(submitted.status).toBe(201);
    await confirmFinderRequest(http, submitted.body.id);

    // Hold the request's row so that the worker's job blocks where its reservation's transaction locks the request: the
    // job is active, inside that transaction.
    const holder = await db.pool.connect();
    let holding = true;
    const release = async () => {
      if (!holding) return;
      holding = false;
      await holder.query('rollback').catch(() => undefined);
      holder.release();
    };
    await holder.query('begin');
    await holder.query('select 1 from finder_request where id = $1 for update', [submitted.body.id]);
    let worker = await startWorker(env);
    try {
      await waitFor('the job to reach the locked row', async () => {
        const rows = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where state = 'active' and wait_event_type = 'Lock' and query ilike '%from finder_request%for update%'`,
        );
        return rows[0].n > 0;
      });
      await worker.kill(); // SIGKILL: no graceful shutdown, the job stays active in Redis
      const job = await queue.getJob(`match-${submitted.body.id}`);
      expect(await job?.getState()).toBe('active');
      // The statement the dead worker had sent may still commit once the row is free (PostgreSQL only notices
      // the lost client later); either way the request must end decided once, and the job must complete.
      await release();

      worker = await startWorker(env);
      await waitFor(
        'the stalled job to be taken over and completed',
        async () => (await queue.getJob(`match-${submitted.body.id}`).then((j) => j?.getState())) === 'completed',
        30000,
      );
      const result = await http.get(`/api/finder-requests/${submitted.body.id}`);
      expect(result.body.status).toBe('matched');
      // Capacity was reserved once: the killed attempt's reservation was rolled back with its transaction.
      const [load] = await db.query<{ total: number }>(
        'select coalesce(sum(matched_count), 0)::int as total from physiotherapist_weekly_load',
      );
      expect(load.total).toBe(await db.count('finder_request', "status = 'matched'"));
    } finally {
      await release();
      await Promise.all([api.stop(), worker.stop(), queue.close()]);
    }
  });

  it('stops gracefully on SIGTERM: exit code 0 for the API and the worker', async () => {
    const env = testEnv();
    const api = await startApi(env);
    const worker = await startWorker(env);
    expect(await api.stop()).toBe(0);
    expect(await worker.stop()).toBe(0);
  });
});
