import { Injectable, Logger } from '@nestjs/common';

/**
 * The repeating jobs' schedules (BullMQ job schedulers live only in Redis): each is written at start-up and
 * written again when the outbox relay finds that Redis has lost its data, so a flushed Redis runs them again.
 */
@Injectable()
export class JobSchedules {
  private readonly logger = new Logger(JobSchedules.name);
  private readonly writers = new Map<string, () => Promise<unknown>>();

  /** Writes a schedule now (not awaited: while Redis is away it waits for it) and keeps how to write it again. */
  keep(name: string, write: () => Promise<unknown>): void {
    this.writers.set(name, write);
    void this.write(name, write);
  }

  async rewrite(): Promise<void> {
    await Promise.all([...this.writers].map(([name, write]) => this.write(name, write)));
  }

  private async write(name: string, write: () => Promise<unknown>): Promise<void> {
    await write().catch((error: unknown) =>
      this.logger.error({ err: error, schedule: name }, 'Could not write a job schedule'),
    );
  }
}
