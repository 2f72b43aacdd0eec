import { createHmac, hkdfSync } from 'node:crypto';
import { DerivedKeys, deriveKey, derivedKeysOf, KEY_PURPOSES } from './derived-keys.js';

describe('derived keys', () => {
  const secret = 'Jx3vQm7Hc0sXh5K2bVt9WzYpL4nR8aDf1eGuC6iOkTq';

  it('gives each purpose its own 256-bit key, none equal to the secret or to each other', () => {
    const keys = KEY_PURPOSES.map((purpose) => deriveKey(secret, purpose));
    for (const key of keys) expect(key).toHaveLength(32);
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(KEY_PURPOSES.length);
    expect(keys.map((key) => key.toString())).not.toContain(secret);
  });

  it('is HKDF-SHA256 with the purpose as info: stable across restarts, and changes with the secret', () => {
    expect(deriveKey(secret, 'waitlist-links')).toEqual(deriveKey(secret, 'waitlist-links'));
    expect(deriveKey(secret, 'waitlist-links')).toEqual(
      Buffer.from(hkdfSync('sha256', secret, 'home-physio-finder/link-signing-secret/v1', 'waitlist-links', 32)),
    );
    expect(deriveKey(`${secret}x`, 'waitlist-links')).not.toEqual(deriveKey(secret, 'waitlist-links'));
  });

  it("a signature made with one purpose's key does not verify with another's", () => {
    const mac = (key: Buffer) => createHmac('sha256', key).update('same message').digest('hex');
    expect(mac(deriveKey(secret, 'waitlist-links'))).not.toBe(mac(deriveKey(secret, 'visitor-hash')));
  });

  it('derives once per loaded Env', () => {
    const env = { LINK_SIGNING_SECRET: secret };
    expect(derivedKeysOf(env)).toBe(derivedKeysOf(env));
    expect(derivedKeysOf(env).get('visitor-hash')).toEqual(new DerivedKeys(secret).get('visitor-hash'));
  });
});
