import { Batcher } from './batcher.js';

/** A run function that records each batch and resolves when the test says so. */
function controlledRun() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<string[]>((resolve) => releases.push(() => resolve(inputs.map((n) => `result ${n}`))));
  };
  return { batches, releases, run };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('sends a lone call at once, in a batch of one', async () => {
    const { batches, releases, run } = controlledRun();
    const batcher = new Batcher(run, { maxInFlight: 2, maxBatchSize: 10 });
    const result = batcher.call(7);
    await nextTurn();
    expect(batches).toEqual([[7]]);
    releases[0]();
    await expect(result).resolves.toBe('result 7');
  });

  it('groups calls made in the same turn and gives each caller its own result', async () => {
    const { batches, releases, run } = controlledRun();
    const batcher = new Batcher(run, { maxInFlight: 2, maxBatchSize: 10 });
    const results = [1, 2, 3].map((n) => batcher.call(n));
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3]]);
    releases[0]();
    await expect(Promise.all(results)).resolves.toEqual(['result 1', 'result 2', 'result 3']);
  });

  it('holds calls while maxInFlight batches run, then sends them together', async () => {
    const { batches, releases, run } = controlledRun();
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatchSize: 10 });
    const first = batcher.call(1);
    await nextTurn();
    const later = [2, 3, 4].map((n) => batcher.call(n));
    await nextTurn();
    expect(batches).toEqual([[1]]);
    releases[0]();
    await first;
    await nextTurn();
    await nextTurn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]();
    await expect(Promise.all(later)).resolves.toEqual(['result 2', 'result 3', 'result 4']);
  });

  it('with lingerMs, waits for more calls before sending a batch that is not full', async () => {
    const { batches, run } = controlledRun();
    const batcher = new Batcher(run, { maxInFlight: 1, maxBatchSize: 10, lingerMs: 50 });
    void batcher.call(1);
    await nextTurn();
    void batcher.call(2);
    await nextTurn();
    expect(batches).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(batches).toEqual([[1, 2]]);
  });

  it('splits at maxBatchSize', async () => {
    const { batches, run } = controlledRun();
    const batcher = new Batcher(run, { maxInFlight: 5, maxBatchSize: 2 });
    [1, 2, 3, 4, 5].forEach((n) => void batcher.call(n));
    await nextTurn();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every call of a failed batch, and later batches still run', async () => {
    let fail = true;
    const batcher = new Batcher(
      async (inputs: number[]) => {
        if (fail) throw new Error('database down');
        return inputs.map((n) => n * 10);
      },
      { maxInFlight: 1, maxBatchSize: 10 },
    );
    const failed = [batcher.call(1), batcher.call(2)];
    for (const call of failed) await expect(call).rejects.toThrow('database down');
    fail = false;
    await expect(batcher.call(3)).resolves.toBe(30);
  });

  it('rejects when run returns the wrong number of results', async () => {
    const batcher = new Batcher(async () => [1], { maxInFlight: 1, maxBatchSize: 10 });
    const calls = [batcher.call('a'), batcher.call('b')];
    for (const call of calls) await expect(call).rejects.toThrow('1 results for 2 inputs');
  });

  describe('isolating failures', () => {
    /**
     * A fake of the batcher's contract, not of a database: a batch is written whole or not at all, and fails
     * when any input in it is bad, with an error that names every bad input in it.
     */
    function allOrNothing(bad: (n: number) => boolean) {
      const written: number[] = [];
      const runs: number[][] = [];
      let running = 0;
      let mostAtOnce = 0;
      const run = async (inputs: number[]) => {
        runs.push(inputs);
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        const refused = inputs.filter(bad);
        if (refused.length > 0) throw Object.assign(new Error(`refused ${refused.join(',')}`), { rowError: true });
        written.push(...inputs);
        return inputs.map((n) => `row ${n}`);
      };
      return { run, written, runs, mostAtOnce: () => mostAtOnce };
    }
    const isRowError = (error: unknown) => (error as { rowError?: boolean }).rowError === true;

    it('writes every good input and gives each bad one its own error', async () => {
      const bad = new Set([3, 4, 17, 29]);
      const fake = allOrNothing((n) => bad.has(n));
      const batcher = new Batcher(fake.run, { maxInFlight: 1, maxBatchSize: 30, isolateFailures: isRowError });
      const inputs = Array.from({ length: 30 }, (_, i) => i);
      const results = await Promise.allSettled(inputs.map((n) => batcher.call(n)));
      results.forEach((result, n) => {
        if (bad.has(n)) expect(result).toEqual({ status: 'rejected', reason: new Error(`refused ${n}`) });
        else expect(result).toEqual({ status: 'fulfilled', value: `row ${n}` });
      });
      expect([...fake.written].sort((a, b) => a - b)).toEqual(inputs.filter((n) => !bad.has(n)));
      expect(fake.mostAtOnce()).toBe(1);
    });

    it('costs a few runs for one bad input among 250', async () => {
      const fake = allOrNothing((n) => n === 200);
      const batcher = new Batcher(fake.run, { maxInFlight: 4, maxBatchSize: 250, isolateFailures: isRowError });
      const results = await Promise.allSettled(Array.from({ length: 250 }, (_, n) => batcher.call(n)));
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      expect(fake.written).toHaveLength(249);
      expect(fake.runs[0]).toHaveLength(250);
      expect(fake.runs.length).toBeLessThanOrEqual(1 + 2 * Math.ceil(Math.log2(250)));
    });

    it('fails a whole batch at once for an error that is not about its inputs', async () => {
      let runs = 0;
      const batcher = new Batcher(
        async (_inputs: number[]): Promise<string[]> => {
          runs++;
          throw new Error('connection refused');
        },
        { maxInFlight: 1, maxBatchSize: 10, isolateFailures: isRowError },
      );
      const calls = [1, 2, 3].map((n) => batcher.call(n));
      for (const call of calls) await expect(call).rejects.toThrow('connection refused');
      expect(runs).toBe(1);
    });

    it('keeps calls waiting while a failed batch is isolated, within maxInFlight', async () => {
      const fake = allOrNothing((n) => n % 2 === 0);
      const batcher = new Batcher(fake.run, { maxInFlight: 2, maxBatchSize: 8, isolateFailures: isRowError });
      const results = await Promise.allSettled(Array.from({ length: 40 }, (_, n) => batcher.call(n)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
      expect(fake.mostAtOnce()).toBeLessThanOrEqual(2);
    });
  });
});
