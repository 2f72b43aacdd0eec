import { deriveKey } from '../../config/derived-keys.js';
import { createHash } from 'node:crypto';
import { clientHash, clientPrefix, emailRateLimitKey, normaliseEmail, rateLimitKey } from './rate-limit-key.js';

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

  const key = deriveKey('development-only-link-signing-secret', 'client-hash');

  it('never puts the address itself in the key, and separates limits', () => {
    const limitKey = rateLimitKey('expansion-tracking', '203.0.113.9', key);
    expect(limitKey).not.toContain('203');
    expect(limitKey.startsWith('expansion-tracking:')).toBe(true);
    expect(rateLimitKey('page-view', '203.0.113.9', key).split(':')[1]).toBe(limitKey.split(':')[1]);
    expect(rateLimitKey('expansion-tracking', '203.0.113.10', key)).not.toBe(limitKey);
  });

  it('hashes the client with the key, so trying every IPv4 address without it finds nothing', () => {
    const plain = createHash('sha256').update('203.0.113.9').digest('base64url').slice(0, 24);
    expect(clientHash('203.0.113.9', key)).not.toBe(plain);
    const otherKey = deriveKey('another-deployment-link-signing-secret', 'client-hash');
    expect(clientHash('203.0.113.9', otherKey)).not.toBe(clientHash('203.0.113.9', key));
    expect(clientHash('203.0.113.9', key)).toBe(clientHash('203.0.113.9', key));
  });

  it('counts clients without an address together', () => {
    expect(rateLimitKey('x', undefined, key)).toBe(rateLimitKey('x', '', key));
  });
});

describe('email rate limit keys', () => {
  const secret = deriveKey('development-only-link-signing-secret', 'email-rate-limits');

  it('counts one inbox once, whatever its case, spacing or +tag', () => {
    expect(normaliseEmail('  Sarah.Jones@Example.COM ')).toBe('sarah.jones@example.com');
    expect(normaliseEmail('sarah+waitlist@example.com')).toBe('sarah@example.com');
    expect(normaliseEmail('sarah+a+b@example.com')).toBe('sarah@example.com');
  });

  it.each([[undefined], [42], [''], ['no-at-sign'], ['@example.com'], ['sarah@'], ['+tag@example.com'], ['a b@c.d']])(
    'does not count %j as an address',
    (value) => {
      expect(normaliseEmail(value)).toBeUndefined();
    },
  );

  it('keys an address with a keyed hash: never the address, the same for each spelling, separate per limit', () => {
    const key = emailRateLimitKey('waitlist-email', normaliseEmail('Sarah+x@Example.com')!, secret);
    expect(key).toMatch(/^waitlist-email:[\w-]{24}$/);
    expect(key).not.toMatch(/sarah|example/i);
    expect(emailRateLimitKey('waitlist-email', 'sarah@example.com', secret)).toBe(key);
    expect(emailRateLimitKey('contact-email', 'sarah@example.com', secret).split(':')[1]).toBe(key.split(':')[1]);
    expect(emailRateLimitKey('waitlist-email', 'sarah2@example.com', secret)).not.toBe(key);
  });

  it('derives its key from the signing secret, so another deployment or a plain hash gives other keys', () => {
    expect(secret).toHaveLength(32);
    expect(secret.equals(Buffer.from('development-only-link-signing-secret'))).toBe(false);
    const other = deriveKey('another-long-production-secret', 'email-rate-limits');
    expect(emailRateLimitKey('x', 'sarah@example.com', other)).not.toBe(
      emailRateLimitKey('x', 'sarah@example.com', secret),
    );
  });
});
