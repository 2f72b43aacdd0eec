import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@physio/api-contract';

/**
 * The password rule of operations dashboard accounts (ASVS 6.2): long enough, not too long to hash, not the
 * username, not a known leaked password. No composition rules (ASVS 6.2.5): any characters, spaces included,
 * counted as Unicode code points. Returns the reason a person can act on, or null when the password is fine.
 */
export function passwordProblem(
  password: string,
  username: string,
  commonPasswords: ReadonlySet<string>,
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  const lower = password.toLowerCase();
  if (lower.trim() === username.trim().toLowerCase()) return 'The password must not be the username';
  if (commonPasswords.has(lower)) {
    return 'This password appears in lists of common or leaked passwords; choose another';
  }
  return null;
}

/** One password a line, compared lower-cased (data/common-passwords.txt). */
export function parseCommonPasswords(text: string): Set<string> {
  const set = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    if (line) set.add(line.toLowerCase());
  }
  return set;
}
