import { describe, expect, it } from 'vitest';
import { miles, oneDecimal } from './score';

describe('distances', () => {
  it('round half up as the API rounds the distances in its reasons', () => {
    // 3.05 is stored as 3.04999…: toFixed(1) alone would say 3.0 beside a reason that says 3.1 miles.
    expect(oneDecimal(3.05)).toBe('3.1');
    expect(oneDecimal(27)).toBe('27.0');
    expect(miles(22.46)).toBe('22.5 miles');
  });
});
