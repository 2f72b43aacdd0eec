import { describe, expect, it } from 'vitest';
import { MATCHING_PROMISE, REPLY_PROMISE } from '../app/site';

// Every source file of the site, as text (tests and this file aside).
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.spec.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the promises we make families', () => {
  it('are worded in one place: no page writes its own reply or matching times', () => {
    // The wordings the site used to mix: our promise is a reply within 24 hours, urgent visits within 24-48 hours.
    const ownWording =
      /within 2 working days|same day for urgent|urgent requests (are usually matched )?the same day|matched within 24-48 hours|we reply within 24 hours|replies within 24 hours|get back to you within 24 hours/i;
    const offenders = Object.entries(SOURCES)
      .filter(([, text]) => ownWording.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
  });

  it('say a reply within 24 hours', () => {
    expect(REPLY_PROMISE).toBe('We reply within 24 hours.');
    expect(MATCHING_PROMISE).toContain('within 24 hours');
  });
});
