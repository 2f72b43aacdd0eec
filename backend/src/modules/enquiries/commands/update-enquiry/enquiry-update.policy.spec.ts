import { coordinatorName, decideEnquiryUpdate, type EnquiryHandling } from './enquiry-update.policy.js';

const earlier = new Date('2026-11-20T09:00:00Z');
const now = new Date('2026-11-24T15:30:00Z');

const fresh: EnquiryHandling = { status: 'new', handledBy: null, handledAt: null, statusChangedAt: null };
const handled: EnquiryHandling = {
  status: 'handled',
  handledBy: 'Priya Shah',
  handledAt: earlier,
  statusChangedAt: earlier,
};

describe('decideEnquiryUpdate', () => {
  it('records who handled the enquiry and when', () => {
    expect(decideEnquiryUpdate(fresh, { status: 'handled' }, 'Sam Lee', now)).toEqual({
      next: { status: 'handled', handledBy: 'Sam Lee', handledAt: now, statusChangedAt: now },
      changed: ['status'],
    });
  });

  it('moves a new enquiry to in progress without naming a handler', () => {
    expect(decideEnquiryUpdate(fresh, { status: 'in-progress' }, 'Sam Lee', now)).toEqual({
      next: { status: 'in-progress', handledBy: null, handledAt: null, statusChangedAt: now },
      changed: ['status'],
    });
  });

  it.each(['new', 'in-progress'] as const)('clears handled by and handled at when reopened as %s', (status) => {
    const { next, changed } = decideEnquiryUpdate(handled, { status }, 'Sam Lee', now);
    expect(next).toMatchObject({ status, handledBy: null, handledAt: null, statusChangedAt: now });
    expect(changed).toEqual(['status']);
  });

  it('keeps the first handler when a handled enquiry is saved as handled again', () => {
    expect(decideEnquiryUpdate(handled, { status: 'handled' }, 'Sam', now)).toEqual({ next: handled, changed: [] });
  });

  it('changes nothing, not even the status time, when the same values are sent', () => {
    expect(decideEnquiryUpdate(handled, { status: 'handled' }, 'Sam', now)).toEqual({
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
