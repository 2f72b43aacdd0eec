/**
 * Why a LINK_SIGNING_SECRET is not fit for production, or null when it is. It must carry at least 256 bits
 * (32 random bytes: 64 hex characters, or 43 base64/base64url characters, e.g. `openssl rand -base64 32`), and
 * must not be a placeholder or a value from our own files: those are public, and whoever knows the secret can
 * sign leave links for any entry.
 */
export function signingSecretProblem(secret: string): string | null {
  const lowered = secret.toLowerCase();
  const placeholder = PLACEHOLDER_WORDS.find((word) => lowered.includes(word));
  if (placeholder)
    return `looks like a placeholder (contains "${placeholder}"): generate one, e.g. openssl rand -base64 32`;
  const hex = /^[0-9a-f]+$/i.test(secret);
  const needed = hex ? 64 : 43;
  if (secret.length < needed) {
    return `must be at least 32 random bytes (${needed}+ ${hex ? 'hex' : 'base64'} characters, e.g. openssl rand -base64 32); it has ${secret.length} characters`;
  }
  // A long value made of a few characters repeated is not random (a random one of this length has far more).
  if (new Set(secret).size < (hex ? 10 : 16)) return 'is not random enough (too few different characters)';
  return null;
}

/** Words of placeholders and of our own development default: a secret containing one is not a generated one. */
const PLACEHOLDER_WORDS = [
  'change',
  'replace',
  'example',
  'placeholder',
  'secret',
  'development',
  'default',
  'password',
  'sample',
  'dummy',
];
