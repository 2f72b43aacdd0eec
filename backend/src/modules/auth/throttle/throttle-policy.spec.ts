import { CLIENT_THROTTLE, delayAfterFailures, delaySchedule, USERNAME_THROTTLE } from './throttle-policy.js';

describe('sign-in throttling delays', () => {
  it('lets a person mistype their password a few times for free', () => {
    for (let failures = 0; failures < 5; failures++) expect(delayAfterFailures(failures, USERNAME_THROTTLE)).toBe(0);
  });

  it('then doubles the wait with each failure: 1, 2, 4 … seconds', () => {
    expect([5, 6, 7, 8, 9].map((f) => delayAfterFailures(f, USERNAME_THROTTLE))).toEqual([1, 2, 4, 8, 16]);
  });

  it('never asks anyone to wait more than 15 minutes', () => {
    expect(delayAfterFailures(15, USERNAME_THROTTLE)).toBe(900);
    expect(delayAfterFailures(10_000, USERNAME_THROTTLE)).toBe(900);
  });

  it('allows a shared office address more free failures than one username', () => {
    expect(delayAfterFailures(19, CLIENT_THROTTLE)).toBe(0);
    expect(delayAfterFailures(20, CLIENT_THROTTLE)).toBe(1);
  });

  it('tabulates the delays up to the ceiling for Redis to apply', () => {
    expect(delaySchedule(USERNAME_THROTTLE)).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
  });
});
