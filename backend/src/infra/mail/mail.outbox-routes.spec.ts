import { jobsForRoute, type OutboxRow } from '../outbox/outbox-route.js';
import { MAIL_BATCH_SIZE, MAIL_REQUESTED, mailBatchJobId, mailJobId, SEND_EMAIL_BATCH_JOB } from './mail-job.js';
import { mailOutboxRoutes } from './mail.outbox-routes.js';

const [route] = mailOutboxRoutes;
let nextId = 1;
const row = (subjectId: string, payload: OutboxRow['payload']): OutboxRow => ({
  id: String(nextId++),
  topic: MAIL_REQUESTED,
  aggregate_id: subjectId,
  payload,
});
const unmatched = (n: number): OutboxRow[] => [
  row(`r${n}`, { template: 'finder-unmatched-family', recipientRole: 'family', batch: true }),
  row(`r${n}`, { template: 'finder-unmatched-coordinators', recipientRole: 'coordinators', batch: true }),
];
const referral = (n: number) =>
  row(`r${n}`, { template: 'finder-matched-physio', recipientRole: 'physio', recipientId: n });

describe('the mail.requested outbox route', () => {
  it('makes a lone email its own send-email job, with the id of its idempotency key and retries', () => {
    const jobs = jobsForRoute(route, unmatched(1));
    expect(jobs.map((job) => [job.name, job.opts.jobId])).toEqual([
      ['send-email', mailJobId({ template: 'finder-unmatched-family', subjectId: 'r1', recipientRole: 'family' })],
      [
        'send-email',
        mailJobId({ template: 'finder-unmatched-coordinators', subjectId: 'r1', recipientRole: 'coordinators' }),
      ],
    ]);
    expect(jobs[0].data).toEqual({
      template: 'finder-unmatched-family',
      subjectId: 'r1',
      recipientRole: 'family',
      recipientId: null,
    });
    expect(jobs[0].opts.attempts).toBe(8);
  });

  it('turns a burst into one send-email-batch job per template and recipient role, naming every subject once', () => {
    const jobs = jobsForRoute(route, [...unmatched(1), ...unmatched(2), ...unmatched(3), ...unmatched(2)]);
    expect(jobs.map((job) => [job.name, job.data])).toEqual([
      [
        SEND_EMAIL_BATCH_JOB,
        { template: 'finder-unmatched-family', recipientRole: 'family', subjectIds: ['r1', 'r2', 'r3'] },
      ],
      [
        SEND_EMAIL_BATCH_JOB,
        { template: 'finder-unmatched-coordinators', recipientRole: 'coordinators', subjectIds: ['r1', 'r2', 'r3'] },
      ],
    ]);
    // The same emails relayed again (a relay that died before deleting its rows) make the same job ids.
    expect(jobs[1].opts.jobId).toBe(
      mailBatchJobId({
        template: 'finder-unmatched-coordinators',
        recipientRole: 'coordinators',
        subjectIds: ['r1', 'r2', 'r3'],
      }),
    );
  });

  it('never batches emails addressed to a recipient record (each physiotherapist keeps their own job)', () => {
    const jobs = jobsForRoute(route, [referral(1), referral(2)]);
    expect(jobs.map((job) => [job.name, job.opts.jobId])).toEqual([
      [
        'send-email',
        mailJobId({ template: 'finder-matched-physio', subjectId: 'r1', recipientRole: 'physio', recipientId: 1 }),
      ],
      [
        'send-email',
        mailJobId({ template: 'finder-matched-physio', subjectId: 'r2', recipientRole: 'physio', recipientId: 2 }),
      ],
    ]);
  });

  it('keeps every email not asked for in a batch its own job (a refused contact address is its own failed job)', () => {
    const contact = (n: number) => row(`e${n}`, { template: 'contact-acknowledgement', recipientRole: 'sender' });
    const jobs = jobsForRoute(route, [contact(1), contact(2)]);
    expect(jobs.map((job) => [job.name, job.data.subjectId])).toEqual([
      ['send-email', 'e1'],
      ['send-email', 'e2'],
    ]);
  });

  it('splits a long list (the waitlist of a newly covered area) into batches of 100', () => {
    const rows = Array.from({ length: 250 }, (_, i) =>
      row(`w${i}`, { template: 'waitlist-area-covered', recipientRole: 'joiner', batch: true }),
    );
    const sizes = jobsForRoute(route, rows).map((job) => (job.data.subjectIds as string[]).length);
    expect(sizes).toEqual([MAIL_BATCH_SIZE, MAIL_BATCH_SIZE, 50]);
  });
});
