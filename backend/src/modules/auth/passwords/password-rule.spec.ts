import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@physio/api-contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from './password-rule.js';

const leaked = dictionary['passwords-common'].map(String);

/**
 * Leaked passwords of the allowed length: those of the list already 12 characters or more, then the most common
 * shorter ones stretched the ways people stretch them when a site asks for 12 (digits, a year, typed twice).
 */
function leakedOfAllowedLength(count: number): string[] {
  const found = new Set<string>();
  const fits = (p: string) => [...p].length >= PASSWORD_MIN_LENGTH && [...p].length <= PASSWORD_MAX_LENGTH;
  for (const p of leaked) if (fits(p)) found.add(p);
  for (const p of leaked) {
    if (found.size >= count) break;
    if (p.length < 6) continue;
    for (const variant of [p + '1234567890'.slice(0, Math.max(2, PASSWORD_MIN_LENGTH - p.length)), `${p}2024`, p + p]) {
      if (fits(variant)) found.add(variant);
    }
  }
  return [...found].slice(0, count);
}

describe('the ops account password rule', () => {
  it('accepts a long passphrase of any characters, spaces and non-ASCII included', () => {
    expect(passwordProblem('correct horse battery staple', 'jane.smith')).toBeNull();
    expect(passwordProblem('ünïcödé pässwörd ✓', 'jane.smith')).toBeNull();
    expect(passwordProblem('twelve chars', 'jane')).toBeNull();
  });

  it('needs 12 to 128 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('elevenchars', 'jane')).toMatch(/at least 12 characters/);
    expect(passwordProblem('ééééééééééé', 'jane')).toMatch(/at least 12/); // 11 characters, 22 bytes
    const long = 'Tea at four, then the 17:42 to Leigh-on-Sea with Margaret and the dog. '.repeat(2).slice(0, 128);
    expect(passwordProblem(long, 'jane')).toBeNull();
    expect(passwordProblem(`${long}x`, 'jane')).toMatch(/at most 128 characters/);
  });

  it('refuses at least 3,000 leaked passwords of the allowed length, whatever their case (ASVS 6.2.12)', () => {
    const candidates = leakedOfAllowedLength(3000);
    expect(candidates).toHaveLength(3000);
    const accepted = candidates.filter((p) => passwordProblem(p, 'jane.smith') === null);
    expect(accepted).toEqual([]);
    expect(passwordProblem('QWERTY123456', 'jane')).toMatch(/too easy to guess: it is, or is built on, a common/);
    expect(passwordProblem('qwerty123456 but longer', 'jane')).toBeNull();
  });

  it('refuses easy patterns that are on no list: repeats, sequences, keyboard walks', () => {
    expect(passwordProblem('x'.repeat(128), 'jane')).toMatch(/too easy to guess/);
    expect(passwordProblem('abcdefghijklmnop', 'jane')).toMatch(/too easy to guess/);
    expect(passwordProblem('1qaz2wsx3edc4rfv', 'jane')).toMatch(/too easy to guess/);
  });

  it('refuses context words: the username, the person’s name and the service’s name (ASVS 6.2.11)', () => {
    expect(passwordProblem('Demo.Coordinator', 'demo.coordinator')).toMatch(/not contain the username/);
    expect(passwordProblem('jane.smith-2024!', 'jane.smith')).toMatch(/not contain the username/);
    expect(passwordProblem('HomePhysioFinder!', 'jane')).toMatch(/not contain the name of the service/);
    expect(passwordProblem('Home Physio Finder 2024', 'jane')).toMatch(/not contain the name of the service/);
    expect(passwordProblem('physio1234567', 'jane')).toMatch(/too easy to guess/);
    expect(passwordProblem('oyelaranbrooks7', 'tob', ['Tunde Oyelaran-Brooks'])).toMatch(/leans on the username/);
    expect(passwordProblem('oyelaranbrooks7', 'tob')).toBeNull();
  });
});
