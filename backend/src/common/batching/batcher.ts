/**
 * Smart batching (group commit) for statements that many concurrent callers make one at a time.
 *
 * On this kind of machine every database round trip costs a system call each way and every commit a WAL
 * flush, so 50 callers making one statement each is far slower than one statement for all 50. A call
 * waits at most until the end of the current turn of the event loop; calls that arrive while earlier
 * batches are in flight wait for one of them to finish and then go together. A lone call is sent at once,
 * so under light load nothing waits.
 *
 * `run` receives the inputs of one batch and returns one output per input, in the same order. When it throws it
 * must have done nothing (one statement, one transaction). Then, if `isolateFailures` accepts the error, the
 * batch is split in halves and each half is run again, down to single inputs: the inputs that are fine still
 * get their outputs, and only an input that fails on its own gets an error, its own. One bad input among 250
 * costs about 16 more runs, and only when it happens. Errors that isolateFailures refuses (or all errors, when
 * it is not given) reject every call of the batch at once: retrying the halves of a batch that failed because
 * the database is down would only keep the callers waiting longer.
 */
export interface BatcherOptions {
  /** Batches in flight at once (for the database: connections this batcher may hold). */
  maxInFlight: number;
  maxBatchSize: number;
  /** Whether this failure may be caused by some of the inputs only, so retrying them apart can help. */
  isolateFailures?: (error: unknown) => boolean;
  /**
   * Wait up to this long for more calls before sending a batch that is not full (default: none, the end of the
   * current turn). For background work where a few milliseconds do not matter but each batch costs a transaction.
   */
  lingerMs?: number;
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

  // At the end of this turn of the event loop, so the calls made in the same turn share a batch (or after the
  // linger time, when there is one and the batch is not full yet).
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const flush = () => {
      this.flushScheduled = false;
      this.flush();
    };
    const linger = this.options.lingerMs ?? 0;
    if (linger > 0 && this.waiting.length < this.options.maxBatchSize) setTimeout(flush, linger);
    else setImmediate(flush);
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
    let outputs: Out[];
    try {
      outputs = await this.run(batch.map((w) => w.input));
    } catch (error) {
      if (batch.length > 1 && this.options.isolateFailures?.(error)) {
        // The halves run one after the other, in this batch's in-flight slot: isolating costs time, not connections.
        const half = Math.ceil(batch.length / 2);
        await this.send(batch.slice(0, half));
        await this.send(batch.slice(half));
      } else {
        for (const w of batch) w.reject(error);
      }
      return;
    }
    if (outputs.length !== batch.length) {
      const error = new Error(`Batcher: ${outputs.length} results for ${batch.length} inputs`);
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => w.resolve(outputs[i]));
  }
}
