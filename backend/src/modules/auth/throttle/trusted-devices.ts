import { Injectable } from '@nestjs/common';
import { AuthRedis, newOpaqueToken, tokenDigest } from '../auth-redis.js';
import { normaliseUsername } from '../username.js';

/** How long a browser that completed a sign-in stays trusted for that account, from its last complete sign-in. */
export const TRUSTED_DEVICE_SECONDS = 30 * 24 * 3600;

/**
 * Browsers that recently completed a sign-in, so that a stranger guessing an account's password cannot lock its
 * owner out (ASVS 6.3.1): attempts from a trusted browser count against a counter of their own, not the shared one
 * the guesses fill. The browser keeps a random token in an HttpOnly cookie; Redis keeps only its digest, with the
 * account's username, for TRUSTED_DEVICE_SECONDS. A token is trusted for that username only.
 */
@Injectable()
export class TrustedDevices {
  constructor(private readonly redis: AuthRedis) {}

  /** A new token for this browser after a complete sign-in (the cookie's value). */
  async issue(username: string): Promise<string> {
    const token = newOpaqueToken();
    await this.redis.client.set(this.key(token), normaliseUsername(username), 'EX', TRUSTED_DEVICE_SECONDS);
    return token;
  }

  /** The device's digest when its token was issued for this username, else null (no cookie, expired, another's). */
  async trustedFor(token: string | undefined, username: string): Promise<string | null> {
    if (!token || token.length > 100) return null;
    const owner = await this.redis.client.get(this.key(token));
    return owner !== null && owner === normaliseUsername(username) ? tokenDigest(token) : null;
  }

  private key(token: string): string {
    return this.redis.key('device', tokenDigest(token));
  }
}
