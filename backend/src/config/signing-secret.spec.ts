import { randomBytes } from 'node:crypto';
import { signingSecretProblem } from './signing-secret.js';

describe('signingSecretProblem (LINK_SIGNING_SECRET in production)', () => {
  it('accepts 32 random bytes as base64, base64url or hex', () => {
    for (let i = 0; i < 20; i++) {
      const bytes = randomBytes(32);
      expect(signingSecretProblem(bytes.toString('base64'))).toBeNull();
      expect(signingSecretProblem(bytes.toString('base64url'))).toBeNull();
      expect(signingSecretProblem(bytes.toString('hex'))).toBeNull();
    }
  });

  it.each([
    ['the compose file placeholder', 'replace-with-a-long-random-secret', /placeholder.*replace/],
    ['the development default', 'development-only-link-signing-secret', /placeholder/],
    ['a padded placeholder', `CHANGE-ME-${randomBytes(32).toString('hex')}`, /placeholder.*change/],
    ['an example', `example${randomBytes(32).toString('base64url')}`, /placeholder.*example/],
    ['a short value', 'a-production-like-signing-value', /at least 32 random bytes.*31 characters/],
    ['24 random bytes in hex', randomBytes(24).toString('hex'), /64\+ hex characters/],
    ['31 random bytes in base64url', randomBytes(31).toString('base64url'), /43\+ base64/],
    ['one character repeated', 'a'.repeat(64), /not random enough/],
    ['a short pattern repeated', 'abc123'.repeat(11), /not random enough/],
  ])('refuses %s', (_what, value, reason) => {
    expect(signingSecretProblem(value)).toMatch(reason);
  });
});
