import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The life of a loop a worker runs from start-up to shutdown (the outbox relay, the queue-health check): `start`
 * runs the body; `stop` makes `running` false, cuts short a `pause` in progress and waits for the body to return,
 * so shutdown never waits out a poll interval and never leaves a turn half done.
 */
export class BackgroundLoop {
  private active = false;
  private body?: Promise<void>;
  private readonly abort = new AbortController();

  get running(): boolean {
    return this.active;
  }

  start(body: () => Promise<void>): void {
    this.active = true;
    this.body = body();
  }

  async stop(): Promise<void> {
    this.active = false;
    this.abort.abort();
    await this.body;
  }

  /** Waits `ms`, or less if the loop is stopped meanwhile; says whether it is still running. */
  async pause(ms: number): Promise<boolean> {
    await sleep(ms, undefined, { signal: this.abort.signal }).catch(() => undefined);
    return this.active;
  }
}
