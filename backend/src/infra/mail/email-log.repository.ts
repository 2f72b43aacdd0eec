import type { EntityManager } from '@mikro-orm/postgresql';
import { emailIdempotencyKey, type MailJob } from './mail-job.js';
import { errorSummary } from '../../infra/logging/safe-error.js';

/**
 * Why a key could or could not be claimed: `held` means another sender holds its lease (alive and sending, or
 * dead: the lease runs out either way), and says in how many milliseconds the lease ends.
 */
export type ClaimResult = { kind: 'claimed' } | { kind: 'already-sent' } | { kind: 'held'; forMs: number };

/** How long a claim holds before another job may assume the sender died and try again (MAIL_CLAIM_LEASE_SECONDS). */
export const DEFAULT_CLAIM_LEASE_SECONDS = 120;

/** Claims a key unless it is sent, or being sent by a job whose lease has not run out. */
const CLAIM = `
insert into email_log as l (idempotency_key, template, recipient_role, subject_id, status, attempts, claimed_until, created_at)
select k.key, k.template, k.recipient_role, k.subject_id, 'sending', 1, now() + make_interval(secs => ?), now()
from json_to_recordset(?::json) as k(key text, template text, recipient_role text, subject_id text)
on conflict (idempotency_key) do update
  set status = 'sending', attempts = l.attempts + 1, claimed_until = excluded.claimed_until, last_error = null
  where l.status in ('failed', 'skipped') or (l.status = 'sending' and l.claimed_until < now())
returning idempotency_key`;

/**
 * The email log's state machine, in SQL. Batch statements name their keys twice, as JSON rows and as a list:
 * the list lets the planner probe the unique index rather than scan a log that only grows. A job first claims the key (insert, or take over a failed,
 * skipped or expired claim); only the job holding the claim sends; it then marks the key sent.
 * A duplicated or retried job finds the key sent and sends nothing. The `...Many` forms do the same
 * for a batch of emails of one template in one statement each.
 */
export class EmailLogRepository {
  constructor(private readonly leaseSeconds = DEFAULT_CLAIM_LEASE_SECONDS) {}

  async claim(em: EntityManager, job: MailJob): Promise<ClaimResult> {
    const [result] = await this.claimEach(em, [job]);
    return result;
  }

  /** Claims each job's key if it can (one statement), and says for each why not when it could not. */
  async claimEach(em: EntityManager, jobs: readonly MailJob[]): Promise<ClaimResult[]> {
    const claimed = await this.claimMany(em, jobs);
    const keys = jobs.map(emailIdempotencyKey);
    const others = await this.whyNotClaimed(
      em,
      keys.filter((key) => !claimed.has(key)),
    );
    return keys.map((key) => (claimed.has(key) ? { kind: 'claimed' } : others.get(key)!));
  }

  /**
   * For keys a claim did not get: sent, or held by another sender until its lease ends. A key that is neither
   * any more (its holder finished or released it just now) is reported as held for no time: try again at once.
   */
  async whyNotClaimed(em: EntityManager, keys: readonly string[]): Promise<Map<string, ClaimResult>> {
    const result = new Map<string, ClaimResult>(keys.map((key) => [key, { kind: 'held', forMs: 0 }]));
    if (keys.length === 0) return result;
    const rows = await em.execute<{ idempotency_key: string; status: string; held_ms: number | null }[]>(
      `select idempotency_key, status,
              ceil(greatest(extract(epoch from claimed_until - now()), 0) * 1000)::int as held_ms
       from email_log where idempotency_key in (?)`,
      [keys],
    );
    for (const row of rows) {
      result.set(
        row.idempotency_key,
        row.status === 'sent' ? { kind: 'already-sent' } : { kind: 'held', forMs: row.held_ms ?? 0 },
      );
    }
    return result;
  }

  /** Claims every key of the jobs it can, in one statement; returns the claimed keys. */
  async claimMany(em: EntityManager, jobs: readonly MailJob[]): Promise<Set<string>> {
    if (jobs.length === 0) return new Set();
    const rows = await em.execute<{ idempotency_key: string }[]>(CLAIM, [
      this.leaseSeconds,
      JSON.stringify(
        jobs.map((job) => ({
          key: emailIdempotencyKey(job),
          template: job.template,
          recipient_role: job.recipientRole,
          subject_id: job.subjectId,
        })),
      ),
    ]);
    return new Set(rows.map((row) => row.idempotency_key));
  }

  /** Extends the leases of claims still being worked on (see ClaimRenewal); sent or released keys are left alone. */
  async renewClaims(em: EntityManager, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await em.execute(
      `update email_log set claimed_until = now() + make_interval(secs => ?)
       where idempotency_key in (?) and status = 'sending'`,
      [this.leaseSeconds, keys],
    );
  }

  async markSent(em: EntityManager, job: MailJob, messageId: string): Promise<void> {
    await this.markSentMany(em, [{ job, messageId }]);
  }

  /** Marks keys sent; each message id may stand for several keys (a digest). */
  async markSentMany(em: EntityManager, sent: readonly { job: MailJob; messageId: string }[]): Promise<void> {
    if (sent.length === 0) return;
    await em.execute(
      `update email_log l set status = 'sent', sent_at = now(), claimed_until = null, message_id = s.message_id
       from json_to_recordset(?::json) as s(key text, message_id text)
       where l.idempotency_key = s.key and l.idempotency_key in (?)`,
      [
        JSON.stringify(sent.map((s) => ({ key: emailIdempotencyKey(s.job), message_id: s.messageId }))),
        sent.map((s) => emailIdempotencyKey(s.job)),
      ],
    );
  }

  async markFailed(em: EntityManager, job: MailJob, error: unknown): Promise<void> {
    await this.release(em, 'failed', [{ job, reason: errorSummary(error) }]);
  }

  /** Releases claims as failed (will be retried) or skipped (nothing to send: no address, no consent, record gone). */
  async release(
    em: EntityManager,
    status: 'failed' | 'skipped',
    items: readonly { job: MailJob; reason: string }[],
  ): Promise<void> {
    if (items.length === 0) return;
    await em.execute(
      `update email_log l set status = ?, claimed_until = null, last_error = s.reason
       from json_to_recordset(?::json) as s(key text, reason text)
       where l.idempotency_key = s.key and l.idempotency_key in (?)`,
      [
        status,
        JSON.stringify(items.map((i) => ({ key: emailIdempotencyKey(i.job), reason: i.reason.slice(0, 500) }))),
        items.map((i) => emailIdempotencyKey(i.job)),
      ],
    );
  }
}
