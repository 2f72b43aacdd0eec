import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a terminal and typed again.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password for a new or reset account: 24 characters, about 140 bits. */
export function generatePassword(length = 24): string {
  let password = '';
  for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
