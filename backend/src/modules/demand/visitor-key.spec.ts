import { deriveKey } from '../../config/derived-keys.js';
import { visitorKey } from './visitor-key.js';

describe('visitorKey', () => {
  const secret = deriveKey('a-test-secret-of-some-length', 'visitor-hash');
  const day = new Date('2026-11-22T10:00:00Z');

  it('is stable for one browser on one day and never contains the IP', () => {
    const a = visitorKey(secret, day, '203.0.113.9', 'Firefox');
    expect(visitorKey(secret, new Date('2026-11-22T23:59:00Z'), '203.0.113.9', 'Firefox')).toBe(a);
    expect(a).not.toContain('203');
    expect(a).toHaveLength(22);
  });

  it('differs between browsers, addresses and days', () => {
    const a = visitorKey(secret, day, '203.0.113.9', 'Firefox');
    expect(visitorKey(secret, day, '203.0.113.9', 'Chrome')).not.toBe(a);
    expect(visitorKey(secret, day, '203.0.113.10', 'Firefox')).not.toBe(a);
    expect(visitorKey(secret, new Date('2026-11-23T00:00:01Z'), '203.0.113.9', 'Firefox')).not.toBe(a);
  });
});
