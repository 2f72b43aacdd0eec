import { createHmac } from 'node:crypto';
import { deriveKey } from '../../config/derived-keys.js';
import { signUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token.js';

const rootSecret = 'a-test-secret-of-some-length';
const secret = deriveKey(rootSecret, 'waitlist-links');
const id = '8d3c1f8e-5d5e-4a53-9a4f-2c9e0b0c6f11';

describe('unsubscribe tokens', () => {
  it('round-trips the entry id', () => {
    const token = signUnsubscribeToken(secret, id);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(secret, token)).toBe(id);
  });

  it('refuses a token signed with another secret', () => {
    expect(
      verifyUnsubscribeToken(secret, signUnsubscribeToken(deriveKey('another-secret-entirely', 'waitlist-links'), id)),
    ).toBeNull();
  });

  it('refuses a token whose id was swapped', () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const [, sig] = signUnsubscribeToken(secret, id).split('.');
    expect(verifyUnsubscribeToken(secret, `${other}.${sig}`)).toBeNull();
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'abc',
    `${id}.`,
    `${id}.short`,
    `not-a-uuid.${'A'.repeat(43)}`,
    'x'.repeat(500),
    ['a'],
  ])('refuses %j without throwing', (token) => {
    expect(verifyUnsubscribeToken(secret, token)).toBeNull();
  });

  it('builds a link on the public origin', () => {
    expect(unsubscribeUrl('https://example.test', secret, id)).toMatch(
      /^https:\/\/example\.test\/api\/waitlist\/unsubscribe\?token=8d3c1f8e-/,
    );
  });

  it('signs with the derived key, not the secret; links signed before with the secret itself still work', () => {
    const legacy = `${id}.${createHmac('sha256', rootSecret).update(`waitlist-unsubscribe:${id}`).digest('base64url')}`;
    expect(signUnsubscribeToken(secret, id)).not.toBe(legacy);
    expect(verifyUnsubscribeToken(secret, legacy)).toBeNull();
    expect(verifyUnsubscribeToken(secret, legacy, rootSecret)).toBe(id);
    expect(verifyUnsubscribeToken(secret, legacy, 'another-secret-entirely')).toBeNull();
  });
});
