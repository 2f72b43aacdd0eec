/**
 * The registry of asynchronous work: every outbox topic, BullMQ queue and job name, side by side, so that what is
 * written, where it is queued and what runs it cannot drift apart. The one path between processes is an outbox row
 * (written with its record by outboxInsert()), relayed by the route of its topic (every route is listed in
 * src/outbox-routes.ts) to a queue, whose processor (`@Processor(QUEUES.x)`) runs the job. docs/architecture.md
 * has the whole table.
 */

/** Outbox topics: what happened, written in the same statement as the record it is about. */
export const TOPICS = {
  /** A family submitted a finder request (payload: urgency) → matching. */
  finderRequestSubmitted: 'finder-request.submitted',
  /** The family confirmed their email (payload: urgency) → matching, now reserving a place. */
  finderRequestConfirmed: 'finder-request.confirmed',
  /** A coordinator asked for an unmatched request to be matched again (payload: urgency) → matching. */
  finderRequestRematchRequested: 'finder-request.rematch-requested',
  /** An email is wanted (payload: template, recipientRole, recipientId?; aggregate: the subject record) → mail. */
  mailRequested: 'mail.requested',
  /** An out-of-area search was recorded → demand roll-up. */
  demandSearchRecorded: 'demand.out-of-area-search-recorded',
  /** A family joined the waitlist → demand roll-up. */
  demandWaitlistJoined: 'demand.waitlist-joined',
  /** Coverage grew (aggregate: coverage_change id) → the waitlist of the new districts is emailed. */
  coverageExpanded: 'coverage.expanded',
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

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
  /** Up to 100 emails of one template and recipient role (one digest per address when its source combines). */
  sendEmailBatch: 'send-email-batch',
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
