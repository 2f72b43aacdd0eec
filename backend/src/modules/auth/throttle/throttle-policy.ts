/**
 * How sign-in failures slow further attempts down (ASVS 6.3.1). A few failures are free (people mistype);
 * after that each failure doubles the wait before the next attempt, up to a ceiling, so guessing a password
 * online becomes hopeless while the real person is never locked out for long.
 */
export interface ThrottlePolicy {
  /** Failures that cost nothing. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; doubled by each further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten after this long without another attempt. */
  forgetAfterSeconds: number;
}

/** Per username: the guessing of one account's password. */
export const USERNAME_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 3600,
};

/**
 * Per client (IPv4 address or IPv6 /64): one source trying many usernames. More free failures, because a
 * whole office may share one address.
 */
export const CLIENT_THROTTLE: ThrottlePolicy = {
  freeFailures: 20,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 3600,
};

/** Seconds to wait before the next attempt once `failures` attempts have failed. */
export function delayAfterFailures(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  // Past ~30 doublings 2^n is meaningless here; the ceiling has long been reached.
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(doublings, 30));
}

/**
 * The delays after 0, 1, 2 … failures up to the first that reaches the ceiling (later failures reuse the last
 * entry). Redis applies this table atomically, so the policy itself stays here, in one tested function.
 */
export function delaySchedule(policy: ThrottlePolicy): number[] {
  const schedule: number[] = [];
  for (let failures = 0; ; failures++) {
    const delay = delayAfterFailures(failures, policy);
    schedule.push(delay);
    if (delay >= policy.maxDelaySeconds) return schedule;
  }
}
