import {
  assignmentRefusal,
  awaitsCall,
  followUpDateRefusal,
  followUpRefusal,
  needsAttention,
  opsStatus,
} from './finder-request-follow-up.js';

const now = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('the coordinators’ queue', () => {
  it('needs a person for an unmatched request, and a pending one only after five minutes', () => {
    expect(needsAttention({ status: 'unmatched', followUp: null, createdAt: minutesAgo(1) }, now)).toBe(true);
    expect(needsAttention({ status: 'pending', followUp: null, createdAt: minutesAgo(4) }, now)).toBe(false);
    expect(needsAttention({ status: 'pending', followUp: null, createdAt: minutesAgo(5) }, now)).toBe(true);
    expect(needsAttention({ status: 'matched', followUp: null, createdAt: minutesAgo(60) }, now)).toBe(false);
    // A family's check-in answer brings a matched request back.
    expect(
      needsAttention(
        { status: 'matched', followUp: null, createdAt: minutesAgo(60), attentionReason: 'family-not-contacted' },
        now,
      ),
    ).toBe(true);
  });

  it('puts a request aside until its follow-up date, then needs a person that (London) day, even once contacted', () => {
    const unmatched = { status: 'unmatched', followUp: null, createdAt: minutesAgo(60) } as const;
    expect(needsAttention({ ...unmatched, followUpOn: '2026-11-25' }, now)).toBe(false);
    expect(needsAttention({ ...unmatched, followUpOn: '2026-11-24' }, now)).toBe(true);
    const contacted = { status: 'matched', followUp: 'contacted', createdAt: minutesAgo(600) } as const;
    expect(needsAttention(contacted, now)).toBe(false);
    expect(needsAttention({ ...contacted, followUpOn: '2026-11-23' }, now)).toBe(true);
    // The day turns in London: at 23:30 UTC on 1 July it is already 2 July there (BST), at 22:30 UTC not yet.
    expect(needsAttention({ ...contacted, followUpOn: '2026-07-02' }, new Date('2026-07-01T22:30:00Z'))).toBe(false);
    expect(needsAttention({ ...contacted, followUpOn: '2026-07-02' }, new Date('2026-07-01T23:30:00Z'))).toBe(true);
  });

  it('takes a follow-up date from today (London) to a year ahead, and names the rule otherwise', () => {
    expect(followUpDateRefusal('2026-11-24', now)).toBeNull();
    expect(followUpDateRefusal('2027-11-24', now)).toBeNull();
    for (const bad of ['2026-11-23', '2027-11-25', '2026-02-30', '24/11/2026', '']) {
      expect(followUpDateRefusal(bad, now)).toBe(
        'follow_up_on must be a date (yyyy-mm-dd) from today to 365 days ahead',
      );
    }
  });

  it('needs a person at once for a family who left only a phone number, and not for one awaiting their email', () => {
    const phoneOnly = { status: 'unconfirmed', hasEmail: false, hasPhone: true, consented: true } as const;
    expect(awaitsCall(phoneOnly)).toBe(true);
    expect(awaitsCall({ ...phoneOnly, hasEmail: true })).toBe(false);
    expect(awaitsCall({ ...phoneOnly, consented: false })).toBe(false);
    expect(awaitsCall({ ...phoneOnly, status: 'matched' })).toBe(false);
    expect(
      needsAttention({ status: 'unconfirmed', followUp: null, createdAt: minutesAgo(0), awaitsCall: true }, now),
    ).toBe(true);
    expect(needsAttention({ status: 'unconfirmed', followUp: null, createdAt: minutesAgo(60) }, now)).toBe(false);
    expect(
      needsAttention({ status: 'unconfirmed', followUp: 'contacted', createdAt: minutesAgo(0), awaitsCall: true }, now),
    ).toBe(false);
  });

  it('drops a request from the queue once someone has followed it up', () => {
    expect(needsAttention({ status: 'unmatched', followUp: 'contacted', createdAt: minutesAgo(60) }, now)).toBe(false);
  });

  it('shows the follow-up as the status once there is one', () => {
    expect(opsStatus('matched', null)).toBe('matched');
    expect(opsStatus('matched', 'contacted')).toBe('contacted');
  });
});

describe('follow-up steps', () => {
  it('lets a matched or unmatched request be contacted, closed, or cancelled with a reason', () => {
    expect(followUpRefusal({ status: 'matched', followUp: null }, 'contacted', undefined)).toBeNull();
    expect(followUpRefusal({ status: 'unmatched', followUp: null }, 'closed', undefined)).toBeNull();
    expect(followUpRefusal({ status: 'matched', followUp: 'contacted' }, 'cancelled', 'Family moved away')).toBeNull();
  });

  it('lets a phone-only request be closed or cancelled, and assigned rather than marked contacted', () => {
    expect(followUpRefusal({ status: 'unconfirmed', followUp: null }, 'contacted', undefined)).toMatch(/assign/);
    expect(
      followUpRefusal({ status: 'unconfirmed', followUp: null }, 'cancelled', 'No answer after 3 calls'),
    ).toBeNull();
    expect(assignmentRefusal({ status: 'unconfirmed', followUp: null })).toBeNull();
  });

  it('asks for a reason to cancel', () => {
    expect(followUpRefusal({ status: 'matched', followUp: null }, 'cancelled', '  ')).toBe(
      'Give a reason for cancelling',
    );
  });

  it('refuses steps on a request still being matched, or already closed or cancelled', () => {
    expect(followUpRefusal({ status: 'pending', followUp: null }, 'contacted', undefined)).toMatch(
      /still being matched/,
    );
    expect(followUpRefusal({ status: 'matched', followUp: 'closed' }, 'contacted', undefined)).toBe(
      'This request is already closed',
    );
    expect(followUpRefusal({ status: 'matched', followUp: 'cancelled' }, 'closed', undefined)).toBe(
      'This request is already cancelled',
    );
  });
});

describe('manual assignment', () => {
  it('is open while nobody has been matched: pending or unmatched', () => {
    expect(assignmentRefusal({ status: 'unmatched', followUp: null })).toBeNull();
    expect(assignmentRefusal({ status: 'pending', followUp: null })).toBeNull();
  });
  it('is closed once someone has been matched or the request was followed up', () => {
    expect(assignmentRefusal({ status: 'matched', followUp: null })).toBe('This request already has a physiotherapist');
    expect(assignmentRefusal({ status: 'unmatched', followUp: 'cancelled' })).toBe('This request is cancelled');
  });
});
