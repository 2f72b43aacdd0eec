import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKeysOf } from '../../../config/derived-keys.js';
import { Env } from '../../../config/env.js';

const PREFIX = 'v1.';
// Binds a ciphertext to this column: it cannot be replayed as another encrypted value of the service.
const AAD = Buffer.from('ops_account.totp_secret');

/**
 * TOTP secrets at rest (ASVS 11.1/14.2 for a shared secret that would let anyone holding it make codes):
 * AES-256-GCM with a 96-bit random IV, stored as `v1.<iv>.<ciphertext>.<tag>` (base64url). A value without the
 * prefix is a secret stored in clear before encryption came in: it is still read, and encrypted at its next write
 * (enrolment or reset). The key is TOTP_ENCRYPTION_KEY (required in production, see env.ts).
 */
@Injectable()
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(env: Env) {
    this.key = env.TOTP_ENCRYPTION_KEY
      ? Buffer.from(env.TOTP_ENCRYPTION_KEY, 'hex')
      : derivedKeysOf(env).get('totp-secrets');
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  }

  /** The secret, or null when the stored value was altered or sealed with another key (no code can match then). */
  open(stored: string): string | null {
    if (!stored.startsWith(PREFIX)) return stored; // stored in clear before encryption
    const [iv, body, tag] = stored
      .slice(PREFIX.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !body || !tag || tag.length !== 16) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(AAD);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
