import { hkdfSync } from 'node:crypto';

/**
 * What each key derived from LINK_SIGNING_SECRET is for. One key per purpose, so that a value made with one
 * (a daily visitor hash, which is stored) can never stand in for another (a leave link's signature), and a
 * purpose can be changed or retired alone. Add a purpose here rather than using the secret itself.
 */
export const KEY_PURPOSES = [
  'waitlist-links',
  'visitor-hash',
  'email-rate-limits',
  'data-rights-audit',
  'finder-confirmation',
  // The client (IP address or IPv6 /64) in rate-limit keys, sign-in throttles and audit rows: a plain hash of an
  // IPv4 address is reversed by trying all 2^32.
  'client-hash',
  // What someone typed as a username when it names no account (people type passwords there).
  'typed-username',
  // A physiotherapist's links to answer a referral offer and to manage it once accepted.
  'referral-links',
  // A family's check-in links after an acceptance ("Has <name> been in touch?").
  'family-check-in',
  // A physiotherapist's link to their availability page (pause, weekly capacity, travel radius).
  'physio-availability',
  // Outside production only, when TOTP_ENCRYPTION_KEY is unset: the key of ops accounts' TOTP secrets at rest.
  'totp-secrets',
  // Keys the stored hashes of ops accounts' recovery codes.
  'recovery-codes',
  // Keys the stored hashes of ops accounts' one-time enrolment links.
  'enrolment-links',
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** Fixed and public (RFC 5869 allows that): it only separates this service's keys from any other use of the secret. */
const SALT = 'home-physio-finder/link-signing-secret/v1';

/** A 256-bit key for one purpose, by HKDF-SHA256 (RFC 5869) from the secret, with the purpose as its info. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32));
}

/** The keys of every purpose, derived once at boot (DI: `DerivedKeys`). */
export class DerivedKeys {
  private readonly keys: ReadonlyMap<KeyPurpose, Buffer>;

  constructor(secret: string) {
    this.keys = new Map(KEY_PURPOSES.map((purpose) => [purpose, deriveKey(secret, purpose)]));
  }

  get(purpose: KeyPurpose): Buffer {
    return this.keys.get(purpose)!;
  }
}

const derived = new WeakMap<object, DerivedKeys>();

/** The derived keys of a loaded Env, computed once per Env (for code handed the Env rather than injected). */
export function derivedKeysOf(env: { readonly LINK_SIGNING_SECRET: string }): DerivedKeys {
  let keys = derived.get(env);
  if (!keys) {
    keys = new DerivedKeys(env.LINK_SIGNING_SECRET);
    derived.set(env, keys);
  }
  return keys;
}
