import { createHmac } from 'node:crypto';
import { isUkPhoneNumber } from '../../common/validation/validators.js';
import { nationalDigits } from '../../common/search/person-search.js';
import { DataRightsErrors } from './data-rights.errors.js';

/** The person a data request is about, as the records are matched: one email address or one UK phone number. */
export type PersonalIdentifier = { type: 'email'; value: string } | { type: 'phone'; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+$/;

// The same reading of an email address or a phone number as the dashboard's search boxes (and their indexes).
export { emailSql, nationalDigits, phoneDigitsSql } from '../../common/search/person-search.js';

/**
 * The admin's search text as an identifier: an email address (anything with an @) or a UK phone number.
 * Anything else is a 400 naming the field, as the API's validation does.
 */
export function parseIdentifier(input: unknown): PersonalIdentifier {
  if (typeof input !== 'string' || input.trim() === '') throw DataRightsErrors.identifierRequired();
  const text = input.trim();
  if (text.length > 254) throw DataRightsErrors.identifierTooLong();
  if (text.includes('@')) {
    if (!EMAIL.test(text)) throw DataRightsErrors.identifierNotAnEmail();
    return { type: 'email', value: text.toLowerCase() };
  }
  // Checked as national digits, so 0044 7911 123456 and +44 (0)7911 123456 are read as the person meant them.
  if (!/^[+\d\s().-]+$/.test(text) || !isUkPhoneNumber(nationalDigits(text))) {
    throw DataRightsErrors.identifierNotEmailOrPhone();
  }
  return { type: 'phone', value: nationalDigits(text) };
}

/**
 * What the audit log keeps of a searched identifier: a keyed hash (HMAC-SHA256, 128 bits, under the
 * `data-rights-audit` key). Whoever holds the key and is given the address again can tell which entries were about
 * it; the log itself never holds the address or number.
 */
export function identifierHash(key: Buffer, identifier: PersonalIdentifier): string {
  return createHmac('sha256', key).update(`${identifier.type}:${identifier.value}`).digest('base64url').slice(0, 22);
}
