import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCommonPasswords } from './password-rule.js';

// dist/modules/auth/passwords -> backend/data
const LIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'data', 'common-passwords.txt');

let loaded: Set<string> | undefined;

/** The shipped list of common and leaked passwords (see backend/data/README.md), read once. */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= parseCommonPasswords(readFileSync(LIST, 'utf8'));
  return loaded;
}
