import { createHmac } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error.js';
import { isUkPhoneNumber } from '../../common/validation/validators.js';

/** The person a data request is about, as the records are matched: one email address or one UK phone number. */
export type PersonalIdentifier = { type: 'email'; value: string } | { type: 'phone'; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * A UK number as 11 national digits (07911123456), whichever way it was written: +44 7911 123456,
 * 0044 (0)7911-123-456, (07911) 123456. The SQL in `phoneDigitsSql` does the same to stored numbers.
 */
export function nationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(0044|44)0?/, '0');
}

/** `nationalDigits` in SQL, for a column holding a number as the person typed it. */
// `{0,1}`, not `?`: a question mark in raw SQL is a parameter placeholder.
export const phoneDigitsSql = (column: string) =>
  `regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '^(0044|44)0{0,1}', '0')`;

/** `email_normalised` as the waitlist stores it: trimmed and lower-cased (a +tag is part of the address). */
export const emailSql = (column: string) => `lower(btrim(${column}))`;

/**
 * The admin's search text as an identifier: an email address (anything with an @) or a UK phone number.
 * Anything else is a 400 naming the field, as the API's validation does.
 */
export function parseIdentifier(input: unknown): PersonalIdentifier {
  if (typeof input !== 'string' || input.trim() === '') {
    throw new DomainError('VALIDATION_FAILED', 'identifier is required', 400, 'identifier', 'isDefined');
  }
  const text = input.trim();
  if (text.length > 254) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'identifier must be at most 254 characters',
      400,
      'identifier',
      'maxLength',
    );
  }
  if (text.includes('@')) {
    if (!EMAIL.test(text)) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'identifier must be an email address or a UK phone number',
        400,
        'identifier',
        'isEmailOrUkPhone',
      );
    }
    return { type: 'email', value: text.toLowerCase() };
  }
  // Checked as national digits, so 0044 7911 123456 and +44 (0)7911 123456 are read as the person meant them.
  if (!/^[+\d\s().-]+$/.test(text) || !isUkPhoneNumber(nationalDigits(text))) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'identifier must be an email address or a UK phone number, such as jane@example.com or 07911 123456',
      400,
      'identifier',
      'isEmailOrUkPhone',
    );
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
