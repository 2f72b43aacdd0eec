import { clientPrefix, rateLimitKey } from './rate-limit-key.js';

describe('rate limit keys', () => {
  it('uses the IPv4 address, including IPv4-mapped IPv6', () => {
    expect(clientPrefix('203.0.113.9')).toBe('203.0.113.9');
    expect(clientPrefix('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups an IPv6 client by its /64', () => {
    expect(clientPrefix('2001:db8:abcd:12:1::5')).toBe('2001:db8:abcd:12::/64');
    expect(clientPrefix('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:abcd:12::/64');
    expect(clientPrefix('::1')).toBe('0:0:0:0::/64');
  });

  it('never puts the address itself in the key, and separates limits', () => {
    const key = rateLimitKey('expansion-tracking', '203.0.113.9');
    expect(key).not.toContain('203');
    expect(key.startsWith('expansion-tracking:')).toBe(true);
    expect(rateLimitKey('page-view', '203.0.113.9').split(':')[1]).toBe(key.split(':')[1]);
    expect(rateLimitKey('expansion-tracking', '203.0.113.10')).not.toBe(key);
  });

  it('counts clients without an address together', () => {
    expect(rateLimitKey('x', undefined)).toBe(rateLimitKey('x', ''));
  });
});
