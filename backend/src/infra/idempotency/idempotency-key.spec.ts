import {
  bodyFingerprint,
  decideRepeat,
  idempotencyRecordKey,
  isValidIdempotencyKey,
  type IdempotencyRecord,
} from './idempotency-key.js';

describe('idempotency keys', () => {
  it('accepts a UUID or 16-128 safe characters, and nothing else', () => {
    expect(isValidIdempotencyKey('0b6f4e1c-3f0a-4f5e-9d7c-2a1b3c4d5e6f')).toBe(true);
    expect(isValidIdempotencyKey('a'.repeat(16))).toBe(true);
    expect(isValidIdempotencyKey('submit:2026-11-24.x_y-z'.padEnd(128, '0'))).toBe(true);
    for (const bad of ['', 'short', 'a'.repeat(129), 'has spaces in it, 16+', 'quote"and-more-chars', 'é'.repeat(20)]) {
      expect(isValidIdempotencyKey(bad)).toBe(false);
    }
  });

  it('keeps keys of different routes apart and never stores the client value as given', () => {
    const key = '0b6f4e1c-3f0a-4f5e-9d7c-2a1b3c4d5e6f';
    const a = idempotencyRecordKey('p', 'POST /api/finder-requests', key);
    expect(a).not.toBe(idempotencyRecordKey('p', 'POST /api/contact', key));
    expect(a).not.toContain(key);
    expect(a.startsWith('p:idem:')).toBe(true);
  });

  it('replays the first answer for the same body, refuses another body, waits while the first runs', () => {
    const same = bodyFingerprint({ postcode: 'SW1A 1AA' });
    const answered: IdempotencyRecord = { fingerprint: same, state: 'answered', status: 201, body: { id: 'x' } };
    expect(decideRepeat(answered, bodyFingerprint({ postcode: 'SW1A 1AA' }))).toEqual({
      action: 'replay',
      status: 201,
      body: { id: 'x' },
    });
    expect(decideRepeat(answered, bodyFingerprint({ postcode: 'SW1A 2AA' }))).toEqual({ action: 'reused' });
    expect(decideRepeat({ fingerprint: same, state: 'pending' }, same)).toEqual({ action: 'in-progress' });
    expect(decideRepeat({ fingerprint: same, state: 'pending' }, bodyFingerprint({}))).toEqual({ action: 'reused' });
  });
});
