/**
 * Keeps this process's email claims alive while it works on them. A claim's lease is what lets another job take
 * over the emails of a worker that died; a live worker whose batch outlasts the lease (a hundred emails on a slow
 * SMTP server) must not lose its claims to a duplicate job, or both would send. So every claim held here is
 * renewed a third of a lease at a time; when the process dies the renewals stop and the lease runs out as before.
 */
export class ClaimRenewal {
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;

  constructor(
    private readonly renew: (keys: string[]) => Promise<void>,
    private readonly leaseSeconds: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  hold(keys: Iterable<string>): void {
    for (const key of keys) this.held.add(key);
  }

  letGo(keys: Iterable<string>): void {
    for (const key of keys) this.held.delete(key);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.renewNow(), (this.leaseSeconds * 1000) / 3);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.renewing;
  }

  /** One statement for every claim held; a renewal still running is not doubled. */
  async renewNow(): Promise<void> {
    if (this.renewing || this.held.size === 0) return;
    this.renewing = this.renew([...this.held])
      .catch(this.onError)
      .finally(() => {
        this.renewing = undefined;
      });
    await this.renewing;
  }
}
