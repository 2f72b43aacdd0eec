import { createHmac, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** Ten new codes, `xxxxx-xxxxx` (about 49 bits each: guessing one is as hopeless as guessing a password). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < HALF * 2; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
  });
}

/** What people type: any case, with or without the hyphen or spaces. Null when it cannot be a recovery code. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return code.length === HALF * 2 && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/**
 * The stored form: HMAC-SHA256 with a key of its own. The codes are random and long, so a fast keyed hash is
 * enough (no argon2 work per code: a sign-in compares against all ten in one SQL statement).
 */
export function recoveryCodeDigest(code: string, key: Buffer): string {
  return createHmac('sha256', key)
    .update(normaliseRecoveryCode(code) ?? code)
    .digest('base64url');
}
