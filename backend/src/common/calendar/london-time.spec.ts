import { londonClock, londonToday, londonWallClock } from './london-time.js';

describe('London wall-clock times', () => {
  it('reads a winter time as GMT and a summer time as BST', () => {
    expect(londonWallClock('2026-11-27T10:30')?.toISOString()).toBe('2026-11-27T10:30:00.000Z');
    expect(londonWallClock('2026-07-01T10:30')?.toISOString()).toBe('2026-07-01T09:30:00.000Z');
  });

  it('refuses what is not a time', () => {
    for (const text of ['2026-02-30T10:00', '2026-11-27 10:30', '2026-11-27T24:00', 'tomorrow', '2026-11-27T10:30Z']) {
      expect(londonWallClock(text)).toBeNull();
    }
  });

  it('round-trips through the London clock', () => {
    expect(londonClock(londonWallClock('2026-03-29T00:30')!)).toBe('2026-03-29T00:30');
    expect(londonToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });
});
