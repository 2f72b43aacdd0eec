import { emailIdempotencyKey, mailBatchJobId, mailJobId, mailJobsOfBatch } from './mail-job.js';

describe('email idempotency keys', () => {
  const id = '8d3c1f8e-5d5e-4a53-9a4f-2c9e0b0c6f11';

  it('names template, recipient and subject record', () => {
    expect(emailIdempotencyKey({ template: 'waitlist-joined', subjectId: id, recipientRole: 'joiner' })).toBe(
      `waitlist-joined/joiner/${id}`,
    );
    expect(
      emailIdempotencyKey({
        template: 'finder-matched-physio',
        subjectId: id,
        recipientRole: 'physio',
        recipientId: 7,
      }),
    ).toBe(`finder-matched-physio/physio-7/${id}`);
  });

  it('differs per recipient of the same record and is stable for the same one', () => {
    const family = { template: 'finder-matched-family', subjectId: id, recipientRole: 'family' } as const;
    const physio = {
      template: 'finder-matched-physio',
      subjectId: id,
      recipientRole: 'physio',
      recipientId: 7,
    } as const;
    expect(emailIdempotencyKey(family)).not.toBe(emailIdempotencyKey(physio));
    expect(mailJobId(family)).toBe(mailJobId({ ...family }));
  });

  it('gives job ids BullMQ accepts (no colon)', () => {
    expect(mailJobId({ template: 'contact-received', subjectId: 'a:b', recipientRole: 'team' })).not.toContain(':');
  });

  it('gives a batch a job id that follows its whole content, and one idempotency key per email', () => {
    const batch = { template: 'waitlist-area-covered', recipientRole: 'joiner', subjectIds: [id, 'b', 'c'] } as const;
    const ids = { ...batch, subjectIds: [...batch.subjectIds] };
    expect(mailBatchJobId(ids)).toBe(mailBatchJobId({ ...ids, subjectIds: [...ids.subjectIds] }));
    expect(mailBatchJobId(ids)).not.toBe(mailBatchJobId({ ...ids, subjectIds: [id, 'c'] }));
    expect(mailBatchJobId(ids)).not.toContain(':');
    expect(mailJobsOfBatch(ids).map(emailIdempotencyKey)).toEqual([
      `waitlist-area-covered/joiner/${id}`,
      'waitlist-area-covered/joiner/b',
      'waitlist-area-covered/joiner/c',
    ]);
  });
});
