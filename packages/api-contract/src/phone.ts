/**
 * The one rule for a UK phone number a family can be called on, used by the site's forms and by the API.
 *
 * Written nationally (07123 456789, 020 7946 0000) or internationally (+44 7123 456789, 0044 ...), with spaces,
 * dashes, dots and brackets ignored ("+44 (0)20 ..." too). The national number after the leading 0 must be a
 * geographic (01, 02), non-geographic (03) or mobile (071-075, 07624, 077-079) number in Ofcom's plan, with the
 * right number of digits. Refused: premium and other service numbers, pagers, and Ofcom's mobile range reserved
 * for TV and radio drama (07700 900000 to 900999), which can never ring anyone.
 */
export const UK_PHONE_MAX_LENGTH = 25;

export const UK_PHONE_EXAMPLE = '07123 456789';

const NATIONAL_NUMBER = [
  /^1\d{8,9}$/, // geographic, 01xxx (a few areas have 9 digits after the 0)
  /^2\d{9}$/, // geographic, 02x
  /^3\d{9}$/, // non-geographic at geographic rates
  /^7(?:[1-57-9]\d{8}|624\d{6})$/, // mobiles, and 07624 (Isle of Man)
];

const DRAMA_MOBILES = /^7700900\d{3}$/;

/** The digits after the leading 0 (or +44), or null when the text is not written as a UK number. */
export function ukNationalNumber(value: string): string | null {
  if (value.length > UK_PHONE_MAX_LENGTH || !/^[+\d\s().-]+$/.test(value)) return null;
  const compact = value.replace(/[\s().-]/g, '');
  const match = /^(?:\+44|0044)0?(\d+)$/.exec(compact) ?? /^0(\d+)$/.exec(compact);
  return match ? match[1] : null;
}

export function isUkPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const national = ukNationalNumber(value.trim());
  if (national === null || DRAMA_MOBILES.test(national)) return false;
  return NATIONAL_NUMBER.some((pattern) => pattern.test(national));
}
