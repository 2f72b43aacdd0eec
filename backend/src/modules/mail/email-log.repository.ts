import type { EntityManager } from '@mikro-orm/postgresql';
import { emailIdempotencyKey, type MailJob } from './mail-job.js';

export type ClaimResult = 'claimed' | 'already-sent' | 'busy';

/** How long a claim holds before another job may assume the sender died and try again. */
export const CLAIM_LEASE_SECONDS = 120;

/**
 * The email log's state machine, in SQL. A job first claims the key (insert, or take over a failed,
 * skipped or expired claim); only the job holding the claim sends; it then marks the key sent.
 * A duplicated or retried job finds the key sent and sends nothing.
 */
export class EmailLogRepository {
  async claim(em: EntityManager, job: MailJob): Promise<ClaimResult> {
    const key = emailIdempotencyKey(job);
    const conn = em;
    const claimed = await conn.execute<{ id: string }[]>(
      `insert into email_log as l (idempotency_key, template, recipient_role, subject_id, status, attempts, claimed_until, created_at)
       values (?, ?, ?, ?, 'sending', 1, now() + make_interval(secs => ?), now())
       on conflict (idempotency_key) do update
         set status = 'sending', attempts = l.attempts + 1, claimed_until = excluded.claimed_until, last_error = null
         where l.status in ('failed', 'skipped') or (l.status = 'sending' and l.claimed_until < now())
       returning id`,
      [key, job.template, job.recipientRole, job.subjectId, CLAIM_LEASE_SECONDS],
    );
    if (claimed.length > 0) return 'claimed';
    const [row] = await conn.execute<{ status: string }[]>('select status from email_log where idempotency_key = ?', [key]);
    return row?.status === 'sent' ? 'already-sent' : 'busy';
  }

  async markSent(em: EntityManager, job: MailJob, messageId: string): Promise<void> {
    await em
      .execute(
        `update email_log set status = 'sent', sent_at = now(), claimed_until = null, message_id = ? where idempotency_key = ?`,
        [messageId, emailIdempotencyKey(job)],
      );
  }

  async markFailed(em: EntityManager, job: MailJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await em
      .execute(`update email_log set status = 'failed', claimed_until = null, last_error = ? where idempotency_key = ?`, [
        message.slice(0, 500),
        emailIdempotencyKey(job),
      ]);
  }

  /** Nothing to send (no address, no consent, record gone): released, so a later job may try again. */
  async markSkipped(em: EntityManager, job: MailJob, reason: string): Promise<void> {
    await em
      .execute(`update email_log set status = 'skipped', claimed_until = null, last_error = ? where idempotency_key = ?`, [
        reason,
        emailIdempotencyKey(job),
      ]);
  }
}
