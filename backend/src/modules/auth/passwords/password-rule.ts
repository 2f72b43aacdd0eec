import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@physio/api-contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** The service's name and its parts, as people squeeze them into a password (ASVS 6.2.11). */
export const SERVICE_CONTEXT_WORDS = ['home physio finder', 'homephysiofinder', 'homephysio', 'physiofinder', 'physio'];

/**
 * zxcvbn's estimate of guesses: below score 3 (about 10^8 guesses) a password falls to an offline attack on a
 * leaked hash within days. Its dictionary holds 49,233 leaked passwords and the 7,776 diceware words, and it
 * also sees them with digits, years, l33t, repeats, reversals and keyboard walks around them.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** Letters and digits only, lower-cased: "Jane.Smith" and "jane smith" are the same word here. */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The password rule of operations dashboard accounts (ASVS 6.2): long enough, not too long to hash, not the
 * username nor the service's name, not a known leaked password nor an easy variant of one. No composition rules
 * (ASVS 6.2.5): any characters, spaces included, counted as Unicode code points. `context` is more words the
 * password must not lean on (the person's name...). Returns the reason a person can act on, or null when fine.
 */
export function passwordProblem(password: string, username: string, context: readonly string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  const squeezed = compact(password);
  const user = compact(username);
  if (user.length >= 3 && squeezed.includes(user)) return 'The password must not contain the username';
  if (squeezed.includes('homephysiofinder') || squeezed.includes('physiofinder')) {
    return 'The password must not contain the name of the service';
  }
  // Each word whole, squeezed and in parts: "Jane Smith-Jones" -> janesmithjones, jane, smith, jones.
  const userInputs = [username, ...context]
    .flatMap((word) => [word.toLowerCase(), compact(word), ...word.toLowerCase().split(/[^\p{L}\p{N}]+/u)])
    .concat(SERVICE_CONTEXT_WORDS)
    .filter((word) => word.length >= 3);
  const result = strength().check(password, userInputs);
  const personal = result.sequence
    .filter((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + [...match.token].length, 0);
  // Mostly a name someone can look up: weak whatever zxcvbn's generic estimate says.
  if (result.score >= MIN_SCORE && personal * 2 <= length) return null;
  const leaked = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common',
  );
  if (personal > 0)
    return 'The password is too easy to guess: it leans on the username or the service’s name; add more words of your own';
  if (leaked)
    return 'The password is too easy to guess: it is, or is built on, a common or leaked password; choose another';
  return 'The password is too easy to guess (a repeat, a sequence, a keyboard pattern or a date); add more words of your own';
}
