/** Every BullMQ queue and job name, in one place so producers and processors cannot drift apart. */
export const QUEUES = {
  matching: 'matching',
  mail: 'mail',
  demand: 'demand',
  waitlist: 'waitlist',
  retention: 'retention',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Every queue registered, in a stable order (for tools that look at all of them: counts, health checks). */
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QUEUES);

export function isQueueName(value: unknown): value is QueueName {
  return typeof value === 'string' && (QUEUE_NAMES as readonly string[]).includes(value);
}

export const JOBS = {
  matchFinderRequest: 'match-finder-request',
  sendEmail: 'send-email',
  recordDemand: 'record-demand',
  notifyWaitlistForCoverage: 'notify-waitlist-for-coverage',
  applyRetention: 'apply-retention',
} as const;

/** BullMQ priorities: a lower number runs first. */
export const URGENCY_PRIORITY = { urgent: 1, soon: 2, flexible: 3 } as const;

/**
 * Lock settings shared by every processor. Read when the processor classes are declared (decorator time);
 * an invalid environment is reported by the boot-time check, so fall back to the defaults here.
 */
export function workerLockOptions(): { lockDuration: number; stalledInterval: number; maxStalledCount: number } {
  const lockDuration =
    Number(process.env.JOB_LOCK_DURATION_MS) >= 1000 ? Number(process.env.JOB_LOCK_DURATION_MS) : 30000;
  // A job whose worker died is run again by another; BullMQ's default fails it for good at the second such
  // death, which would leave its emails unsent. Every job is safe to run twice, so allow a few.
  return { lockDuration, stalledInterval: lockDuration, maxStalledCount: 5 };
}
