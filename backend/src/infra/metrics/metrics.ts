import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every figure a process offers Prometheus (served by MetricsServer on METRICS_PORT, never on the public port).
 * Labels are route templates, queue, job and template names and outcomes: never an id, an address or anything a
 * family typed.
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];

/** Seconds: from a cached answer (a few ms) to a slow report (seconds). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: jobs run from a few ms (one email) to minutes (a retention pass). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

export const httpRequests = new Counter({
  name: 'physio_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'physio_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const jobDuration = new Histogram({
  name: 'physio_job_duration_seconds',
  help: 'Time a job ran, by queue, job name and outcome (completed or failed)',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: JOB_BUCKETS,
  registers,
});

export const emailsHandled = new Counter({
  name: 'physio_emails_total',
  help: 'Emails by template and outcome: sent, deferred (a retry will follow), failed (for good) or skipped',
  labelNames: ['template', 'outcome'] as const,
  registers,
});

export const matchingOutcomes = new Counter({
  name: 'physio_matching_outcomes_total',
  help: 'Finder requests decided by matching: matched, unmatched, or waiting for the family to confirm',
  labelNames: ['outcome'] as const,
  registers,
});

export const referralOffersLapsed = new Counter({
  name: 'physio_referral_offers_lapsed_total',
  help: 'Referral offers that reached their reply deadline unanswered (their requests go back to matching)',
  registers,
});

export const familyCheckInsAsked = new Counter({
  name: 'physio_family_check_ins_asked_total',
  help: 'Families asked how their referral is going: contact ("has the physiotherapist been in touch?") or visit',
  labelNames: ['question'] as const,
  registers,
});

export const outboxJobsRelayedAgain = new Counter({
  name: 'physio_outbox_jobs_relayed_again_total',
  help: 'Jobs Redis no longer had (lost by a flush, a failover or a restore) and the outbox handed on again, by queue',
  labelNames: ['queue'] as const,
  registers,
});

export const redisDataLosses = new Counter({
  name: 'physio_redis_data_losses_total',
  help: 'Times this process found that Redis had lost its data (its marker key gone) and rebuilt the work',
  registers,
});

export const opsSignInLockouts = new Counter({
  name: 'physio_ops_sign_in_lockouts_total',
  help: 'Dashboard accounts whose sign-in failed attempts began to slow (account: the shared counter; trusted-device: one browser)',
  labelNames: ['scope'] as const,
  registers,
});

/** A gauge whose value is read when Prometheus scrapes (a count in PostgreSQL or Redis). */
export function scrapedGauge<L extends string>(
  config: { name: string; help: string; labelNames?: readonly L[] },
  read: (gauge: Gauge<L>) => Promise<void>,
): Gauge<L> {
  return new Gauge<L>({
    ...config,
    registers,
    async collect() {
      await read(this);
    },
  });
}
