/**
 * Smart batching (group commit) for statements that many concurrent callers make one at a time.
 *
 * On this kind of machine every database round trip costs a system call each way and every commit a WAL
 * flush, so 50 callers making one statement each is far slower than one statement for all 50. A call
 * waits at most until the end of the current turn of the event loop; calls that arrive while earlier
 * batches are in flight wait for one of them to finish and then go together. A lone call is sent at once,
 * so under light load nothing waits.
 *
 * `run` receives the inputs of one batch and returns one output per input, in the same order. If it
 * throws, every call of that batch rejects with the error.
 */
export interface BatcherOptions {
  /** Batches in flight at once (for the database: connections this batcher may hold). */
  maxInFlight: number;
  maxBatchSize: number;
}

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

export class Batcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly options: BatcherOptions,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.scheduleFlush();
    });
  }

  // At the end of this turn of the event loop, so the calls made in the same turn share a batch.
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatchSize);
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        if (this.waiting.length > 0) this.scheduleFlush();
      });
    }
  }

  private async send(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((w) => w.input));
      if (outputs.length !== batch.length) {
        throw new Error(`Batcher: ${outputs.length} results for ${batch.length} inputs`);
      }
      batch.forEach((w, i) => w.resolve(outputs[i]));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}
