import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { createHash } from 'node:crypto';
import { Env } from '../../config/env.js';
import { QUEUES, workerLockOptions } from '../../infra/queues/queues.js';
import { EmailLogRepository } from './email-log.repository.js';
import { emailIdempotencyKey, type MailJob } from './mail-job.js';
import { MAIL_SOURCES, type MailSource } from './mail-source.js';
import { isPermanentSmtpFailure, MailTransport } from './mail-transport.js';
import { isTemplateName } from './templates/catalogue.js';
import { EmailRenderer } from './templates/email-renderer.js';

export type MailOutcome = 'sent' | 'already-sent' | 'skipped';

class EmailBeingSentElsewhere extends Error {}

/**
 * Sends one email: claim its idempotency key, load the record, render, send over the pooled SMTP
 * transport, mark it sent. A duplicated job, or a retry after success, finds the key sent and does nothing.
 * The only window for a second copy is a worker that dies after the SMTP server accepted the message and
 * before the key was marked sent; the Message-ID is derived from the key so a receiving system can
 * recognise such a copy.
 */
@Processor(QUEUES.mail, workerLockOptions())
export class MailProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly sources: Map<string, MailSource>;
  private readonly log = new EmailLogRepository();
  private readonly messageIdDomain: string;

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly transport: MailTransport,
    private readonly renderer: EmailRenderer,
    @Inject(MAIL_SOURCES) sources: MailSource[],
  ) {
    super();
    this.sources = new Map(sources.map((s) => [s.template, s]));
    this.messageIdDomain = new URL(env.PUBLIC_BASE_URL).hostname;
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.env.MAIL_CONCURRENCY;
  }

  async process(job: Job<MailJob>): Promise<MailOutcome> {
    const mail = job.data;
    const source = isTemplateName(mail.template) ? this.sources.get(mail.template) : undefined;
    if (!source) throw new UnrecoverableError(`No email template called ${String(mail.template)}`);
    const em = this.em.fork();

    const claim = await this.log.claim(em, mail);
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
      await this.log.markSkipped(em, mail, loaded.skip);
      return 'skipped';
    }

    let messageId: string;
    try {
      const rendered = this.renderer.render(mail.template, loaded.data, loaded.layout);
      messageId = await this.transport.send({
        to: loaded.to,
        ...rendered,
        headers: loaded.headers,
        messageId: `<${createHash('sha256').update(emailIdempotencyKey(mail)).digest('hex').slice(0, 32)}@${this.messageIdDomain}>`,
      });
    } catch (error) {
      await this.log.markFailed(em, mail, error);
      if (isPermanentSmtpFailure(error)) {
        this.logger.warn({ template: mail.template, subjectId: mail.subjectId, err: error }, 'Email refused permanently');
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
      await this.log.markSent(em, mail, messageId);
    }
    return 'sent';
  }
}
