import { describe, expect, it } from 'vitest';
import { replyDeadline } from './reply-deadline';

const due = '2026-03-10T12:00:00Z';
const at = (iso: string) => new Date(iso);

describe('replyDeadline', () => {
  it('says how long is left before the 24-hour promise', () => {
    expect(replyDeadline(due, at('2026-03-10T08:40:00Z'))).toEqual({ overdue: false, text: '3 h 20 m left' });
    expect(replyDeadline(due, at('2026-03-10T09:00:00Z'))).toEqual({ overdue: false, text: '3 h left' });
    expect(replyDeadline(due, at('2026-03-10T11:15:00Z'))).toEqual({ overdue: false, text: '45 m left' });
    expect(replyDeadline(due, at('2026-03-09T12:00:00Z'))).toEqual({ overdue: false, text: '1 d left' });
  });

  it('never promises a minute that is not there: time left is rounded down', () => {
    expect(replyDeadline(due, at('2026-03-10T08:40:30Z')).text).toBe('3 h 19 m left');
  });

  it('says how long the promise has been broken', () => {
    expect(replyDeadline(due, at('2026-03-10T14:00:00Z'))).toEqual({ overdue: true, text: '2 h overdue' });
    expect(replyDeadline(due, at('2026-03-10T14:05:00Z'))).toEqual({ overdue: true, text: '2 h 5 m overdue' });
    expect(replyDeadline(due, at('2026-03-11T16:00:00Z'))).toEqual({ overdue: true, text: '1 d 4 h overdue' });
  });

  it('counts a request seconds past its deadline as overdue, never "0 m"', () => {
    expect(replyDeadline(due, at('2026-03-10T12:00:30Z'))).toEqual({ overdue: true, text: '1 m overdue' });
  });
});
