// Writes common-passwords.txt from the password dictionary of @zxcvbn-ts/language-common (MIT licence, see
// README.md): lower-cased, without duplicates, in the dictionary's order (most common first), and only entries
// of at least PASSWORD_MIN_LENGTH characters, because the length rule already refuses anything shorter.
// Run once from backend/ when the dictionary package changes: node data/derive-common-passwords.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PASSWORD_MIN_LENGTH = 12; // packages/api-contract/src/ops/auth.ts

const require = createRequire(import.meta.url);
const { dictionary } = require('@zxcvbn-ts/language-common');
const seen = new Set();
for (const entry of dictionary['passwords-common']) {
  const password = String(entry).toLowerCase();
  if ([...password].length >= PASSWORD_MIN_LENGTH) seen.add(password);
}
const out = join(dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
writeFileSync(out, `${[...seen].join('\n')}\n`);
process.stdout.write(`Wrote ${seen.size} passwords to data/common-passwords.txt\n`);
