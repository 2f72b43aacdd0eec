import type { OpsFailedJob } from '@physio/api-contract';
import { describeError } from '../../infra/logging/safe-error.js';

/** What BullMQ keeps of a failed job that this page reads. */
export interface FailedJobLike {
  id?: string;
  name: string;
  data: unknown;
  failedReason?: string | null;
  attemptsMade: number;
  timestamp?: number;
  finishedOn?: number;
}

const MAX_RECORD_IDS = 20;
/** Keys that name records in job payloads (subjectId, subjectIds, finderRequestIds, id, ids …). */
const ID_KEY = /^(id|ids)$|Ids?$/;
/** An id is short and plain: uuids, numbers, hashes. Anything else is not shown. */
const ID_VALUE = /^[\w.:-]{1,64}$/;

/**
 * The error a job failed with, as the logs may show it (infra/logging/safe-error.ts): a database error only by
 * its kind (its message holds the statement and its values), other messages on one short line with emails and
 * long digit runs masked. BullMQ keeps only the message (failedReason), never shown whole.
 */
export function safeJobError(failedReason: string | null | undefined): string {
  if (!failedReason) return 'No error was recorded';
  const safe = describeError(new Error(failedReason)) as { message?: unknown };
  return typeof safe.message === 'string' && safe.message ? safe.message : 'The error could not be shown';
}

/**
 * Ids of the records a job is about, read from its payload: payloads carry ids by design (job data is stored in
 * clear text in Redis), and only values under id-named keys that look like ids are taken.
 */
export function recordIdsOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const ids: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (!ID_KEY.test(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item : null;
      if (text !== null && ID_VALUE.test(text) && !ids.includes(text)) ids.push(text);
      if (ids.length >= MAX_RECORD_IDS) return ids;
    }
  }
  return ids;
}

function templateOf(data: unknown): string | null {
  const template = data && typeof data === 'object' ? (data as { template?: unknown }).template : undefined;
  return typeof template === 'string' && /^[\w.-]{1,80}$/.test(template) ? template : null;
}

const isoOrNull = (ms: number | undefined) => (typeof ms === 'number' && ms > 0 ? new Date(ms).toISOString() : null);

export function failedJobView(queue: string, job: FailedJobLike): OpsFailedJob {
  return {
    queue,
    job_id: String(job.id ?? ''),
    name: job.name,
    template: templateOf(job.data),
    record_ids: recordIdsOf(job.data),
    error: safeJobError(job.failedReason),
    attempts_made: job.attemptsMade,
    created_at: isoOrNull(job.timestamp),
    failed_at: isoOrNull(job.finishedOn),
  };
}
