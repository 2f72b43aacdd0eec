import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCommonPasswords, passwordProblem } from './password-rule.js';

const common = parseCommonPasswords(readFileSync(join(__dirname, '../../../../data/common-passwords.txt'), 'utf8'));

describe('the ops account password rule', () => {
  it('accepts a long passphrase of any characters, spaces and non-ASCII included', () => {
    expect(passwordProblem('correct horse battery staple', 'jane.smith', common)).toBeNull();
    expect(passwordProblem('ünïcödé pässwörd ✓', 'jane.smith', common)).toBeNull();
  });

  it('needs 12 to 128 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('elevenchars', 'jane', common)).toMatch(/at least 12 characters/);
    expect(passwordProblem('twelve chars', 'jane', common)).toBeNull();
    expect(passwordProblem('ééééééééééé', 'jane', common)).toMatch(/at least 12/); // 11 characters, 22 bytes
    expect(passwordProblem('x'.repeat(128), 'jane', common)).toBeNull();
    expect(passwordProblem('x'.repeat(129), 'jane', common)).toMatch(/at most 128 characters/);
  });

  it('refuses the username itself, whatever its case', () => {
    expect(passwordProblem('Demo.Coordinator', 'demo.coordinator', common)).toMatch(/not be the username/);
  });

  it('refuses passwords on the shipped list of common passwords, case-insensitively', () => {
    expect(common.size).toBeGreaterThan(200);
    expect(passwordProblem('1qaz2wsx3edc', 'jane', common)).toMatch(/common or leaked/);
    expect(passwordProblem('QWERTY123456', 'jane', common)).toMatch(/common or leaked/);
    expect(passwordProblem('qwerty123456 but longer', 'jane', common)).toBeNull();
  });
});
