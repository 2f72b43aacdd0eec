import { bulkJobs } from './mail-queue.js';
import { mailJobId, SEND_EMAIL_BATCH_JOB, type MailJob } from './mail-job.js';

const unmatched = (n: number): MailJob[] => [
  { template: 'finder-unmatched-family', subjectId: `r${n}`, recipientRole: 'family' },
  { template: 'finder-unmatched-coordinators', subjectId: `r${n}`, recipientRole: 'coordinators' },
];

describe('bulkJobs', () => {
  it('keeps single emails as single jobs with their idempotent ids', () => {
    const jobs = bulkJobs(unmatched(1));
    expect(jobs.map((job) => [job.name, job.opts?.jobId])).toEqual(
      unmatched(1).map((mail) => ['send-email', mailJobId(mail)]),
    );
  });

  it('turns a burst into one batch job per template and recipient role, with every subject once', () => {
    const jobs = bulkJobs([...unmatched(1), ...unmatched(2), ...unmatched(3)]);
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
  });

  it('never batches emails addressed to a recipient record (each physiotherapist keeps their own job)', () => {
    const physio = (n: number): MailJob => ({
      template: 'finder-matched-physio',
      subjectId: `r${n}`,
      recipientRole: 'physio',
      recipientId: n,
    });
    const jobs = bulkJobs([physio(1), physio(2)]);
    expect(jobs.map((job) => job.opts?.jobId)).toEqual([mailJobId(physio(1)), mailJobId(physio(2))]);
  });
});
