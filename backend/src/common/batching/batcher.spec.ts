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
});
