import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { createHash } from 'node:crypto';
import { Env } from '../../config/env.js';
import { QUEUES, workerLockOptions } from '../queues/queues.js';
import { errorSummary } from '../logging/safe-error.js';
import { Batcher } from '../../common/batching/batcher.js';
import { groupBy } from '../../common/collections/group-by.js';
import { ClaimRenewal } from './claim-renewal.js';
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
import { emailsHandled } from '../metrics/metrics.js';

export type MailOutcome = 'sent' | 'already-sent' | 'skipped';

export interface MailBatchOutcome {
  sent: number;
  alreadySent: number;
  skipped: number;
  refused: number;
}

/** One email the SMTP server accepted, and the jobs (subjects) it stands for. */
interface AcceptedEmail {
  jobs: readonly MailJob[];
  messageId: string;
  source: MailSource;
}

/**
 * The SMTP server accepted the email but its `sent` mark could not be written (the database failed). Its keys
 * are not released as failed: they keep their lease, so the email is not sent again before the lease ends.
 */
class SentButNotRecorded extends Error {
  constructor(readonly reason: unknown) {
    super(`Sent, but not recorded as sent: ${errorSummary(reason)}`);
  }
}

const LOG_BATCHING = { maxInFlight: 2, maxBatchSize: 100 };

/** How long a `sent` mark waits for others to share its transaction. */
const MARK_LINGER_MS = 10;

/** After another sender's lease ends, look again this much later (PostgreSQL's clock decides the lease). */
const HELD_RECHECK_MARGIN_MS = 250;

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
 * idempotency keys, load the records, render, send over the pooled SMTP transport, and mark each email sent
 * as soon as the SMTP server accepts it. A duplicated job, or a retry after success, finds the keys sent and
 * does nothing.
 *
 * Crashes: an email holds an "unrecorded" slot from the moment it is handed to SMTP until its `sent` mark is
 * written, so a worker killed at any moment leaves at most `4 × SMTP_POOL_CONNECTIONS` emails that the SMTP
 * server may have accepted without a record: the only ones that can go twice (their Message-ID is derived from the key,
 * so a receiving system can recognise the copy). While it lives it renews the leases of what it holds (ClaimRenewal),
 * so a duplicate job cannot take over emails it is still working through. Everything else it held stays `sending`
 * until its lease ends;
 * a job that finds a key held by someone else is delayed until that lease ends and looks again (not
 * completed), so an email held by a dead worker is sent by whoever runs its job next.
 */
@Processor(QUEUES.mail, workerLockOptions())
export class MailProcessor extends WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly log: EmailLogRepository;
  /** Claims this process holds, renewed until their emails are marked or released (a batch may outlast a lease). */
  private readonly renewal: ClaimRenewal;
  private readonly messageIdDomain: string;
  /**
   * Emails rendered and in flight to SMTP: a few per pooled connection keeps them all busy without piling up
   * rendered HTML.
   */
  private readonly sending: Slots;
  /**
   * Emails handed to SMTP and not yet recorded as sent: what a crash can duplicate. Twice the sending slots, so
   * that SMTP stays busy while the marks of the emails it just accepted are written (they are grouped, but each
   * group is a transaction, and on a busy database it takes longer than a local SMTP server's answer).
   */
  private readonly unrecorded: Slots;
  /** Batches in progress at once: enough to keep the send slots full; each holds claims on up to 100 emails. */
  private readonly batchSlots = new Slots(2);
  /**
   * Email-log statements of concurrent sends are grouped into one per batch (a burst of no-match alerts would
   * otherwise cost three statements an email).
   */
  private readonly claims = new Batcher<MailJob, ClaimResult>(
    (jobs) => this.log.claimEach(this.em.fork(), jobs),
    LOG_BATCHING,
  );
  /**
   * Marks wait a few milliseconds for the emails accepted just after them: each group is a transaction and a
   * commit, so under a burst few large groups cost far less than many groups of one or two (the unrecorded slots
   * keep the wait from holding up SMTP).
   */
  private readonly sentMarks = new Batcher<AcceptedEmail, void>((accepted) => this.recordSent(accepted), {
    ...LOG_BATCHING,
    lingerMs: MARK_LINGER_MS,
  });
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
    this.sending = new Slots(env.SMTP_POOL_CONNECTIONS * 2);
    this.unrecorded = new Slots(env.SMTP_POOL_CONNECTIONS * 4);
    this.log = new EmailLogRepository(env.MAIL_CLAIM_LEASE_SECONDS);
    this.renewal = new ClaimRenewal(
      (keys) => this.log.renewClaims(this.em.fork(), keys),
      env.MAIL_CLAIM_LEASE_SECONDS,
      (error) => this.logger.warn({ err: errorSummary(error) }, 'Could not renew email claims'),
    );
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.env.MAIL_CONCURRENCY;
    this.renewal.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.renewal.stop();
  }

  async process(job: Job<MailJob | MailBatchJob>, token?: string): Promise<MailOutcome | MailBatchOutcome> {
    if (job.name === SEND_EMAIL_BATCH_JOB)
      return this.batchSlots.run(() => this.processBatch(job as Job<MailBatchJob>, token));
    return this.processOne(job as Job<MailJob>, token);
  }

  private source(template: unknown): MailSource {
    const source = typeof template === 'string' ? this.registry.source(template) : undefined;
    if (!source) throw new UnrecoverableError(`No email template called ${String(template)}`);
    return source;
  }

  private async processOne(job: Job<MailJob>, token: string | undefined): Promise<MailOutcome> {
    const mail = job.data;
    const source = this.source(mail.template);
    const em = this.em.fork();

    const claim = await this.claims.call(mail);
    if (claim.kind === 'already-sent') return 'already-sent';
    if (claim.kind === 'held') return this.waitForHolder(job, token, claim.forMs);
    const key = emailIdempotencyKey(mail);
    this.renewal.hold([key]);
    try {
      return await this.sendClaimedOne(em, mail, source);
    } finally {
      this.renewal.letGo([key]);
    }
  }

  private async sendClaimedOne(em: EntityManager, mail: MailJob, source: MailSource): Promise<MailOutcome> {
    let loaded;
    try {
      loaded = await source.load(em, mail, this.env);
    } catch (error) {
      await this.log.markFailed(em, mail, error);
      throw error;
    }
    if ('skip' in loaded) {
      emailsHandled.inc({ template: mail.template, outcome: 'skipped' });
      await this.skips.call({ job: mail, reason: loaded.skip });
      return 'skipped';
    }

    try {
      await this.deliver([mail], loaded, source);
    } catch (error) {
      if (error instanceof SentButNotRecorded) throw error;
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
    return 'sent';
  }

  /**
   * A batch costs a handful of statements whatever its size: one claim, one load, one release of what was
   * skipped, a "sent" mark per few emails (grouped with other sends in flight), one release of what failed.
   * Emails the SMTP server refused for now are retried with the job; the ones it accepted are not sent again.
   * Keys held by another sender (a dead worker's, until its lease ends) keep the job alive: it is delayed until
   * that lease ends, then claims them.
   */
  private async processBatch(job: Job<MailBatchJob>, token: string | undefined): Promise<MailBatchOutcome> {
    const batch = job.data;
    const source = this.source(batch.template);
    const em = this.em.fork();
    const jobs = mailJobsOfBatch(batch);
    const claimedKeys = await this.log.claimMany(em, jobs);
    const claimed = jobs.filter((job) => claimedKeys.has(emailIdempotencyKey(job)));
    const notClaimed = await this.log.whyNotClaimed(
      em,
      jobs.map(emailIdempotencyKey).filter((key) => !claimedKeys.has(key)),
    );
    const held = [...notClaimed.values()].flatMap((why) => (why.kind === 'held' ? [why.forMs] : []));
    const outcome: MailBatchOutcome = {
      sent: 0,
      alreadySent: notClaimed.size - held.length,
      skipped: 0,
      refused: 0,
    };

    let retryable: unknown;
    if (claimed.length > 0) {
      this.renewal.hold(claimedKeys);
      try {
        retryable = await this.sendClaimed(em, source, claimed, outcome);
      } finally {
        this.renewal.letGo(claimedKeys);
      }
      if (outcome.refused > 0) {
        this.logger.warn({ template: batch.template, refused: outcome.refused }, 'Emails refused permanently');
      }
    }
    // Some were refused for now: the job is retried with backoff, and only those are claimed again.
    if (retryable) throw retryable;
    if (held.length > 0) return this.waitForHolder(job, token, Math.max(...held));
    return outcome;
  }

  /** Loads, sends and records the claimed emails of a batch; returns the first temporary failure, if any. */
  private async sendClaimed(
    em: EntityManager,
    source: MailSource,
    claimed: readonly MailJob[],
    outcome: MailBatchOutcome,
  ): Promise<unknown> {
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
        claimed.map((job) => ({ job, reason: errorSummary(error) })),
      );
      throw error;
    }

    const skipped: { job: MailJob; reason: string }[] = [];
    const failed: { job: MailJob; reason: string }[] = [];
    const deliveries: Delivery[] = [];
    for (const job of claimed) {
      const email = loaded.get(job.subjectId) ?? { skip: 'record not found' };
      if ('skip' in email) skipped.push({ job, reason: email.skip });
      else deliveries.push({ jobs: [job], email });
    }
    await this.log.release(em, 'skipped', skipped);
    outcome.skipped = skipped.length;
    if (skipped.length > 0) emailsHandled.inc({ template: claimed[0].template, outcome: 'skipped' }, skipped.length);

    let retryable: unknown;
    await Promise.all(
      (source.combine ? digests(deliveries, source.combine) : deliveries).map(async ({ jobs: group, email }) => {
        try {
          await this.deliver(group, email, source);
          outcome.sent += group.length;
        } catch (error) {
          if (error instanceof SentButNotRecorded) {
            retryable ??= error;
            return;
          }
          const reason = errorSummary(error);
          for (const job of group) failed.push({ job, reason });
          if (isPermanentSmtpFailure(error)) outcome.refused += group.length;
          else retryable ??= error;
        }
      }),
    );
    await this.log.release(em, 'failed', failed);
    return retryable;
  }

  /**
   * Hands one email to SMTP and writes its `sent` mark before giving up its unrecorded slot, so that what a crash
   * can leave accepted-but-unrecorded is bounded by those slots.
   */
  private deliver(jobs: readonly MailJob[], email: LoadedEmail, source: MailSource): Promise<void> {
    return this.unrecorded.run(async () => {
      const template = jobs[0].template;
      let messageId: string;
      try {
        messageId = await this.sending.run(() => this.send(jobs, email));
      } catch (error) {
        emailsHandled.inc({ template, outcome: isPermanentSmtpFailure(error) ? 'failed' : 'deferred' });
        throw error;
      }
      emailsHandled.inc({ template, outcome: 'sent' });
      try {
        await this.sentMarks.call({ jobs, messageId, source });
      } catch (error) {
        throw new SentButNotRecorded(error);
      }
    });
  }

  /** One statement marks the emails sent; a source's follow-up (an entry marked notified) joins its transaction. */
  private async recordSent(accepted: readonly AcceptedEmail[]): Promise<void[]> {
    const marks = accepted.flatMap((a) => a.jobs.map((job) => ({ job, messageId: a.messageId })));
    const followUps = groupBy(
      accepted.filter((a) => a.source.afterSentMany ?? a.source.afterSent),
      (a) => a.source,
    );
    if (followUps.size === 0) {
      await this.log.markSentMany(this.em.fork(), marks);
    } else {
      await this.em.fork().transactional(async (tx) => {
        await this.log.markSentMany(tx, marks);
        for (const [source, items] of followUps) {
          const jobs = items.flatMap((a) => a.jobs);
          if (source.afterSentMany) await source.afterSentMany(tx, jobs);
          else for (const job of jobs) await source.afterSent!(tx, job);
        }
      });
    }
    return accepted.map(() => undefined);
  }

  /**
   * Another sender holds a key of this job: alive and about to mark it sent, or dead and its lease running out.
   * The job waits (delayed, its attempts untouched) until the lease ends, then runs again and claims what is
   * still unsent. It is never completed while an email of it may be unsent.
   */
  private async waitForHolder(job: Job, token: string | undefined, forMs: number): Promise<never> {
    await job.moveToDelayed(Date.now() + forMs + HELD_RECHECK_MARGIN_MS, token);
    throw new DelayedError();
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
