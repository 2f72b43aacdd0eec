/**
 * The short reference a family can read out on the phone, derived from a finder request's id (a random UUID):
 * the id's first 40 bits written as 8 characters from an alphabet without 0/O or 1/I, shown as two groups of
 * four ("K7QM-4XRT"). Derived, so nothing is stored; reversible, so the queue can be searched by it.
 * Two requests share one only by chance (1 in 2^40 for any pair).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'K7QM-4XRT' for a finder request id; null when the id is not a UUID. */
export function shortReference(id: string): string | null {
  if (!UUID.test(id)) return null;
  let bits = BigInt(`0x${id.replace(/-/g, '').slice(0, 10)}`);
  let chars = '';
  for (let i = 0; i < 8; i += 1) {
    chars = REFERENCE_ALPHABET[Number(bits & 31n)] + chars;
    bits >>= 5n;
  }
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * The first 10 hex digits of the ids a typed reference stands for ('a3f9c2e1-4b'), or null when the text is not a
 * reference. Case, spaces and dashes are ignored.
 */
export function referenceIdPrefix(text: string): string | null {
  const chars = text.toUpperCase().replace(/[\s-]/g, '');
  if (chars.length !== 8) return null;
  let bits = 0n;
  for (const char of chars) {
    const value = REFERENCE_ALPHABET.indexOf(char);
    if (value < 0) return null;
    bits = (bits << 5n) | BigInt(value);
  }
  const hex = bits.toString(16).padStart(10, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}`;
}

// Two groups of four reference characters, apart or joined by a dash or a space, not inside a longer word.
const QUOTED_REFERENCE =
  /(?<![A-Za-z0-9])([2-9A-HJ-NP-Za-hj-np-z]{4})[\s-]?([2-9A-HJ-NP-Za-hj-np-z]{4})(?![A-Za-z0-9])/g;

/**
 * The references a message quotes ('My reference: 3PVE-ZCPB'), as id prefixes (see referenceIdPrefix), in the
 * order they appear, each once, at most `max`. Some ordinary words read as one ("NEXT WEEK"): a caller looks each
 * up, and only a request that exists is taken.
 */
export function quotedReferencePrefixes(text: string, max = 5): string[] {
  const prefixes: string[] = [];
  for (const match of text.matchAll(QUOTED_REFERENCE)) {
    const prefix = referenceIdPrefix(match[1] + match[2]);
    if (prefix !== null && !prefixes.includes(prefix)) prefixes.push(prefix);
    if (prefixes.length >= max) break;
  }
  return prefixes;
}
