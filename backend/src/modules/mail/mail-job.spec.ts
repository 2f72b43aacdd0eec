import { emailIdempotencyKey, mailJobId } from './mail-job.js';

describe('email idempotency keys', () => {
  const id = '8d3c1f8e-5d5e-4a53-9a4f-2c9e0b0c6f11';

  it('names template, recipient and subject record', () => {
    expect(emailIdempotencyKey({ template: 'waitlist-joined', subjectId: id, recipientRole: 'joiner' })).toBe(
      `waitlist-joined/joiner/${id}`,
    );
    expect(
      emailIdempotencyKey({ template: 'finder-matched-physio', subjectId: id, recipientRole: 'physio', recipientId: 7 }),
    ).toBe(`finder-matched-physio/physio-7/${id}`);
  });

  it('differs per recipient of the same record and is stable for the same one', () => {
    const family = { template: 'finder-matched-family', subjectId: id, recipientRole: 'family' } as const;
    const physio = { template: 'finder-matched-physio', subjectId: id, recipientRole: 'physio', recipientId: 7 } as const;
    expect(emailIdempotencyKey(family)).not.toBe(emailIdempotencyKey(physio));
    expect(mailJobId(family)).toBe(mailJobId({ ...family }));
  });

  it('gives job ids BullMQ accepts (no colon)', () => {
    expect(mailJobId({ template: 'contact-received', subjectId: 'a:b', recipientRole: 'team' })).not.toContain(':');
  });
});
