import { randomBytes } from 'node:crypto';
import type { Env } from '../../../config/env.js';
import { TotpSecretBox } from './totp-secret-box.js';

const env = (key?: string) =>
  ({ LINK_SIGNING_SECRET: 'development-only-link-signing-secret', TOTP_ENCRYPTION_KEY: key }) as Env;

describe('TOTP secrets at rest', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('stores AES-256-GCM ciphertext, never the secret, and a new IV each time', () => {
    const box = new TotpSecretBox(env(randomBytes(32).toString('hex')));
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(secret);
  });

  it('opens nothing sealed with another key or altered', () => {
    const sealed = new TotpSecretBox(env(randomBytes(32).toString('hex'))).seal(secret);
    expect(new TotpSecretBox(env(randomBytes(32).toString('hex'))).open(sealed)).toBeNull();
    const box = new TotpSecretBox(env());
    const mine = box.seal(secret);
    const flipped = `${mine.slice(0, -3)}${mine.at(-3) === 'A' ? 'B' : 'A'}${mine.slice(-2)}`;
    expect(box.open(flipped)).toBeNull();
    expect(box.open('v1.garbage')).toBeNull();
  });

  it('still reads a secret stored in clear before encryption came in', () => {
    expect(new TotpSecretBox(env()).open(secret)).toBe(secret);
  });
});
