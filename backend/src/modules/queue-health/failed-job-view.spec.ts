import { failedJobView, recordIdsOf, safeJobError } from './failed-job-view.js';

describe('failed job view', () => {
  it('masks an email address and a phone number in an SMTP refusal', () => {
    const shown = safeJobError(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <jane.doe@example.com>: unknown; call 07911 123456",
    );
    expect(shown).not.toContain('jane.doe');
    expect(shown).not.toContain('07911');
    expect(shown).toContain('[email]');
    expect(shown).toContain('550 5.1.1');
  });

  it('shows a failed statement only by its kind, never its values', () => {
    const shown = safeJobError(
      "insert into finder_request (contact_name, contact_email) values ('Jane Doe', 'jane@example.com') - duplicate key value",
    );
    expect(shown).not.toMatch(/Jane|jane|insert/);
    expect(shown).toMatch(/database/i);
  });

  it('keeps one short line of anything else', () => {
    const shown = safeJobError(
      `No email template called x\n    at Object.<anonymous> (/srv/app.js:1:1)\n${'y'.repeat(500)}`,
    );
    expect(shown).toBe('No email template called x');
    expect(safeJobError('z'.repeat(500)).length).toBeLessThanOrEqual(201);
  });

  it('takes ids from id-named keys only', () => {
    expect(
      recordIdsOf({
        template: 'contact-received',
        subjectId: '0b6f3f7e-2a51-4d6b-9f0e-5d3c8a1b2c3d',
        recipientRole: 'team',
        finderRequestIds: ['a1', 'b2'],
        recipientId: 7,
        note: 'Jane Doe',
      }),
    ).toEqual(['0b6f3f7e-2a51-4d6b-9f0e-5d3c8a1b2c3d', 'a1', 'b2', '7']);
    expect(recordIdsOf({ subjectId: 'Jane Doe <jane@example.com>' })).toEqual([]);
    expect(recordIdsOf(null)).toEqual([]);
  });

  it('answers the job as the page shows it', () => {
    expect(
      failedJobView('mail', {
        id: 'mail-x',
        name: 'send-email',
        data: { template: 'contact-received', subjectId: 'e1', recipientRole: 'team' },
        failedReason: 'boom',
        attemptsMade: 8,
        timestamp: Date.UTC(2026, 10, 1),
        finishedOn: Date.UTC(2026, 10, 2),
      }),
    ).toEqual({
      queue: 'mail',
      job_id: 'mail-x',
      name: 'send-email',
      template: 'contact-received',
      record_ids: ['e1'],
      error: 'boom',
      attempts_made: 8,
      created_at: '2026-11-01T00:00:00.000Z',
      failed_at: '2026-11-02T00:00:00.000Z',
    });
  });
});
