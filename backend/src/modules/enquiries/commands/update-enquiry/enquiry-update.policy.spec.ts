import { coordinatorName, decideEnquiryUpdate, type EnquiryHandling } from './enquiry-update.policy.js';

const earlier = new Date('2026-11-20T09:00:00Z');
const now = new Date('2026-11-24T15:30:00Z');

const fresh: EnquiryHandling = { status: 'new', note: null, handledBy: null, handledAt: null, statusChangedAt: null };
const handled: EnquiryHandling = {
  status: 'handled',
  note: 'Called back, booked a visit',
  handledBy: 'Priya Shah',
  handledAt: earlier,
  statusChangedAt: earlier,
};

describe('decideEnquiryUpdate', () => {
  it('records who handled the enquiry and when', () => {
    expect(decideEnquiryUpdate(fresh, { status: 'handled' }, 'Sam Lee', now)).toEqual({
      next: { status: 'handled', note: null, handledBy: 'Sam Lee', handledAt: now, statusChangedAt: now },
      changed: ['status'],
    });
  });

  it('moves a new enquiry to in progress without naming a handler', () => {
    expect(decideEnquiryUpdate(fresh, { status: 'in-progress', note: 'Left a voicemail' }, 'Sam Lee', now)).toEqual({
      next: { status: 'in-progress', note: 'Left a voicemail', handledBy: null, handledAt: null, statusChangedAt: now },
      changed: ['status', 'note'],
    });
  });

  it.each(['new', 'in-progress'] as const)('clears handled by and handled at when reopened as %s', (status) => {
    const { next, changed } = decideEnquiryUpdate(handled, { status }, 'Sam Lee', now);
    expect(next).toMatchObject({ status, handledBy: null, handledAt: null, statusChangedAt: now });
    expect(next.note).toBe(handled.note);
    expect(changed).toEqual(['status']);
  });

  it('keeps the first handler when a handled enquiry is saved as handled again with a new note', () => {
    const { next, changed } = decideEnquiryUpdate(handled, { status: 'handled', note: 'Family confirmed' }, 'Sam', now);
    expect(next).toEqual({ ...handled, note: 'Family confirmed' });
    expect(changed).toEqual(['note']);
  });

  it('keeps the note when none is sent, and clears it when null is sent', () => {
    expect(decideEnquiryUpdate(handled, { status: 'handled' }, 'Sam', now).next.note).toBe(handled.note);
    expect(decideEnquiryUpdate(handled, { status: 'handled', note: null }, 'Sam', now)).toMatchObject({
      next: { note: null },
      changed: ['note'],
    });
  });

  it('changes nothing, not even the status time, when the same values are sent', () => {
    expect(decideEnquiryUpdate(handled, { status: 'handled', note: handled.note }, 'Sam', now)).toEqual({
      next: handled,
      changed: [],
    });
  });
});

describe('coordinatorName', () => {
  it('is the display name, or the username when the display name is blank', () => {
    expect(coordinatorName({ displayName: 'Priya Shah', username: 'priya' })).toBe('Priya Shah');
    expect(coordinatorName({ displayName: '  ', username: 'priya' })).toBe('priya');
  });
});
