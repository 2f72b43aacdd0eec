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
