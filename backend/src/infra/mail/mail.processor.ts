import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { createHash } from 'node:crypto';
import { Env } from '../../config/env.js';
import { QUEUES, workerLockOptions } from '../queues/queues.js';
import { Batcher } from '../../common/batching/batcher.js';
import { groupBy } from '../../common/collections/group-by.js';
import { EmailLogRepository, type ClaimResult } from './email-log.repository.js';
import {
  emailIdempotencyKey,
  mailJobsOfBatch,
  SEND_EMAIL_BATCH_JOB,
  type MailBatchJob,
  type MailJob,
} from './mail-job.js';
import { MailRegistry } from './mail-registry.js';
import type { LoadedEmail, LoadResult, MailSource } from './mail-source.js';
import { isPermanentSmtpFailure, MailTransport } from './mail-transport.js';
import { EmailRenderer } from './templates/email-renderer.js';

export type MailOutcome = 'sent' | 'already-sent' | 'skipped';

export interface MailBatchOutcome {
  sent: number;
  alreadySent: number;
  skipped: number;
  refused: number;
}

class EmailBeingSentElsewhere extends Error {}

const LOG_BATCHING = { maxInFlight: 2, maxBatchSize: 100 };

/** A counting semaphore: bounds the emails rendered and handed to SMTP at once, across every job. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/**
 * Sends one email (`send-email`) or a batch of emails of one template (`send-email-batch`): claim the
 * idempotency keys, load the records, render, send over the pooled SMTP transport, mark them sent.
 * A duplicated job, or a retry after success, finds the keys sent and does nothing.
 * The only window for a second copy is a worker that dies after the SMTP server accepted a message and
 * before its key was marked sent; the Message-ID is derived from the key so a receiving system can
 * recognise such a copy.
 */
@Processor(QUEUES.mail, workerLockOptions())
export class MailProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly log = new EmailLogRepository();
  private readonly messageIdDomain: string;
  /** Emails in flight to SMTP: a few per pooled connection keeps them all busy without piling up rendered HTML. */
  private readonly slots: Slots;
  /** Batches in progress at once: enough to keep the send slots full; each holds claims on up to 100 emails. */
  private readonly batchSlots = new Slots(2);
  /**
   * Single-email jobs run many at once; their email-log statements are grouped into one per batch (a burst
   * of no-match alerts would otherwise cost three statements an email).
   */
  private readonly claims = new Batcher<MailJob, ClaimResult>(
    (jobs) => this.log.claimEach(this.em.fork(), jobs),
    LOG_BATCHING,
  );
  private readonly sentMarks = new Batcher<{ job: MailJob; messageId: string }, void>(async (sent) => {
    await this.log.markSentMany(this.em.fork(), sent);
    return sent.map(() => undefined);
  }, LOG_BATCHING);
  private readonly skips = new Batcher<{ job: MailJob; reason: string }, void>(async (skipped) => {
    await this.log.release(this.em.fork(), 'skipped', skipped);
    return skipped.map(() => undefined);
  }, LOG_BATCHING);

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly transport: MailTransport,
    private readonly renderer: EmailRenderer,
    private readonly registry: MailRegistry,
  ) {
    super();
    this.messageIdDomain = new URL(env.PUBLIC_BASE_URL).hostname;
    this.slots = new Slots(env.SMTP_POOL_CONNECTIONS * 2);
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.env.MAIL_CONCURRENCY;
  }

  async process(job: Job<MailJob | MailBatchJob>): Promise<MailOutcome | MailBatchOutcome> {
    if (job.name === SEND_EMAIL_BATCH_JOB)
      return this.batchSlots.run(() => this.processBatch(job.data as MailBatchJob));
    return this.processOne(job.data as MailJob);
  }

  private source(template: unknown): MailSource {
    const source = typeof template === 'string' ? this.registry.source(template) : undefined;
    if (!source) throw new UnrecoverableError(`No email template called ${String(template)}`);
    return source;
  }

  private async processOne(mail: MailJob): Promise<MailOutcome> {
    const source = this.source(mail.template);
    const em = this.em.fork();

    const claim = await this.claims.call(mail);
    if (claim === 'already-sent') return 'already-sent';
    if (claim === 'busy') throw new EmailBeingSentElsewhere('Another job is sending this email; will check again');

    let loaded;
    try {
      loaded = await source.load(em, mail, this.env);
    } catch (error) {
      await this.log.markFailed(em, mail, error);
      throw error;
    }
    if ('skip' in loaded) {
      await this.skips.call({ job: mail, reason: loaded.skip });
      return 'skipped';
    }

    let messageId: string;
    try {
      messageId = await this.slots.run(() => this.send([mail], loaded));
    } catch (error) {
      await this.log.markFailed(em, mail, error);
      if (isPermanentSmtpFailure(error)) {
        this.logger.warn(
          { template: mail.template, subjectId: mail.subjectId, err: error },
          'Email refused permanently',
        );
        throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
      }
      throw error;
    }

    if (source.afterSent) {
      await em.transactional(async (tx) => {
        await this.log.markSent(tx, mail, messageId);
        await source.afterSent!(tx, mail);
      });
    } else {
      await this.sentMarks.call({ job: mail, messageId });
    }
    return 'sent';
  }

  /**
   * A batch costs a handful of statements whatever its size: one claim, one load, one "sent" update (with
   * the source's follow-up in the same transaction), one release for what was skipped or failed. Emails the
   * SMTP server refused for now are retried with the job; the ones it accepted are not sent again.
   */
  private async processBatch(batch: MailBatchJob): Promise<MailBatchOutcome> {
    const source = this.source(batch.template);
    const em = this.em.fork();
    const jobs = mailJobsOfBatch(batch);
    const claimedKeys = await this.log.claimMany(em, jobs);
    const claimed = jobs.filter((job) => claimedKeys.has(emailIdempotencyKey(job)));
    const outcome: MailBatchOutcome = { sent: 0, alreadySent: jobs.length - claimed.length, skipped: 0, refused: 0 };
    if (claimed.length === 0) return outcome;

    let loaded: Map<string, LoadResult>;
    try {
      loaded = source.loadMany
        ? await source.loadMany(em, claimed, this.env)
        : new Map(
            await Promise.all(
              claimed.map(async (job) => [job.subjectId, await source.load(em, job, this.env)] as const),
            ),
          );
    } catch (error) {
      await this.log.release(
        em,
        'failed',
        claimed.map((job) => ({ job, reason: String(error) })),
      );
      throw error;
    }

    const skipped: { job: MailJob; reason: string }[] = [];
    const failed: { job: MailJob; reason: string }[] = [];
    const sent: { job: MailJob; messageId: string }[] = [];
    let retryable: unknown;
    const deliveries: Delivery[] = [];
    for (const job of claimed) {
      const email = loaded.get(job.subjectId) ?? { skip: 'record not found' };
      if ('skip' in email) skipped.push({ job, reason: email.skip });
      else deliveries.push({ jobs: [job], email });
    }
    await Promise.all(
      (source.combine ? digests(deliveries, source.combine) : deliveries).map(async ({ jobs: group, email }) => {
        try {
          const messageId = await this.slots.run(() => this.send(group, email));
          for (const job of group) sent.push({ job, messageId });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          for (const job of group) failed.push({ job, reason });
          if (isPermanentSmtpFailure(error)) outcome.refused += group.length;
          else retryable ??= error;
        }
      }),
    );

    if (sent.length > 0) {
      if (source.afterSentMany) {
        await em.transactional(async (tx) => {
          await this.log.markSentMany(tx, sent);
          await source.afterSentMany!(
            tx,
            sent.map((s) => s.job),
          );
        });
      } else {
        await this.log.markSentMany(em, sent);
      }
    }
    await this.log.release(em, 'skipped', skipped);
    await this.log.release(em, 'failed', failed);
    outcome.sent = sent.length;
    outcome.skipped = skipped.length;
    if (outcome.refused > 0) {
      this.logger.warn({ template: batch.template, refused: outcome.refused }, 'Emails refused permanently');
    }
    // Some were refused for now: the job is retried with backoff, and only those are claimed again.
    if (retryable) throw retryable;
    return outcome;
  }

  /** Sends one email standing for the given jobs (one, or a digest's); its Message-ID comes from their keys. */
  private send(jobs: readonly MailJob[], loaded: LoadedEmail): Promise<string> {
    const rendered = this.renderer.render(jobs[0].template, loaded.data, loaded.layout);
    const keys = jobs.map(emailIdempotencyKey).join('\n');
    return this.transport.send({
      to: loaded.to,
      ...rendered,
      headers: loaded.headers,
      messageId: `<${createHash('sha256').update(keys).digest('hex').slice(0, 32)}@${this.messageIdDomain}>`,
    });
  }
}

/** One email to send, and the jobs (subjects) it stands for. */
interface Delivery {
  jobs: MailJob[];
  email: LoadedEmail;
}

/** A digest source's deliveries: one per recipient address, combining every subject's email to it. */
function digests(deliveries: readonly Delivery[], combine: NonNullable<MailSource['combine']>): Delivery[] {
  return [...groupBy(deliveries, (d) => d.email.to).values()].map((group) => ({
    jobs: group.flatMap((d) => d.jobs),
    email: group.length === 1 ? group[0].email : combine(group.map((d) => d.email)),
  }));
}
