import { testEnv } from '../support/env.js';
import { freePort, startApi, startWorker, waitFor, type RunningProcess } from '../support/processes.js';
import { startRedisServer } from '../support/redis-server.js';

/** The messages a process logged after `from` characters of its output (JSON lines; anything else as is). */
function messagesSince(process: RunningProcess, from: number): string[] {
  return process
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg);
      } catch {
        return line;
      }
    });
}

/** What an operator reads in the logs of a worker and an API whose Redis goes away, then comes back. */
describe('logs while Redis is unreachable', () => {
  it('says so in one line per process, stays quiet while retrying, and says once when Redis is back', async () => {
    const port = await freePort();
    let redis = await startRedisServer(port);
    const env = testEnv({ REDIS_URL: redis.url });
    const [api, worker] = await Promise.all([startApi(env), startWorker(env)]);
    try {
      const from = { api: api.output().length, worker: worker.output().length };
      await redis.stop();
      // A few seconds of outage: every connection tries to reconnect several times meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const unreachable = `Redis at 127.0.0.1:${port} is unreachable; retrying`;
      expect(messagesSince(worker, from.worker)).toEqual([unreachable]);
      expect(messagesSince(api, from.api)).toEqual([unreachable]);

      redis = await startRedisServer(port);
      for (const process of [worker, api]) {
        await waitFor(
          'the process to say Redis is back',
          async () => messagesSince(process, 0).some((m) => m.includes('is reachable again')),
          30000,
        );
      }
      for (const [process, start] of [
        [worker, from.worker],
        [api, from.api],
      ] as const) {
        const messages = messagesSince(process, start);
        expect(messages).toHaveLength(2);
        expect(messages[1]).toMatch(new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} is reachable again`));
      }
    } finally {
      await Promise.all([api.stop(), worker.stop()]);
      await redis.stop();
    }
  });

  it('a worker started while Redis is away starts, says so once, and says when Redis is back', async () => {
    const port = await freePort();
    const env = testEnv({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const worker = await startWorker(env);
    let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(messagesSince(worker, 0)).toEqual([`Redis at 127.0.0.1:${port} is unreachable; retrying`]);
      redis = await startRedisServer(port);
      await waitFor(
        'the worker to say Redis is back',
        async () => messagesSince(worker, 0).some((m) => m.includes('is reachable again')),
        30000,
      );
      expect(messagesSince(worker, 0)).toHaveLength(2);
    } finally {
      await worker.stop();
      await redis?.stop();
    }
  });
});
