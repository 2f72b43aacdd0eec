import { referenceIdPrefix } from '@physio/api-contract';

/**
 * What a coordinator typed into a list's search box, read every way it could be meant: a request's short reference,
 * an email address, a UK phone number, a postcode, district or area, and words of a name. A list matches a record
 * when any of them does (an OR of conditions that each have an index), so one box finds a family whichever of these
 * they gave. Pure: no SQL runs here.
 */
export interface PersonSearch {
  /** The first 10 hex digits of the request ids a reference stands for ('a3f9c2e1-4b'). */
  referencePrefix: string | null;
  /** Trimmed and lower-cased, as `emailSql` reads a stored address. */
  email: string | null;
  /** A UK number as 11 national digits (07911123456), as `phoneDigitsSql` reads a stored number. */
  phoneDigits: string | null;
  /** A full postcode, upper case with one space ("SW19 1AA"), and its district. */
  postcode: { postcode: string; district: string } | null;
  /** An outward code such as SW19. */
  district: string | null;
  /** One or two letters, such as CB. */
  area: string | null;
  /** Words of a name as a prefix query for `to_tsquery('simple', …)`: 'sarah:* & jon:*'. */
  nameQuery: string | null;
}

/** Longest text a search box takes. */
export const SEARCH_MAX_LENGTH = 200;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const AREA = /^[A-Z]{1,2}$/;
/** Words of a name: letters and digits (an apostrophe or a hyphen splits them, as to_tsvector('simple') does). */
const NAME_WORD = /[\p{L}\p{N}]+/gu;
const MAX_NAME_WORDS = 6;

/**
 * A UK number as 11 national digits (07911123456), whichever way it was written: +44 7911 123456,
 * 0044 (0)7911-123-456, (07911) 123456. `phoneDigitsSql` does the same to stored numbers.
 */
export function nationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(0044|44)0?/, '0');
}

/** `nationalDigits` in SQL, for a column holding a number as the person typed it (an index has this expression). */
// `{0,1}`, not `?`: a question mark in raw SQL is a parameter placeholder.
export const phoneDigitsSql = (column: string) =>
  `regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '^(0044|44)0{0,1}', '0')`;

/** An email address as compared: trimmed and lower-cased (a +tag is part of the address). */
export const emailSql = (column: string) => `lower(btrim(${column}))`;

/** A name column's words, as its search index holds them. */
export const nameWordsSql = (column: string) => `to_tsvector('simple', ${column})`;

export function parsePersonSearch(input: string): PersonSearch {
  const text = input.trim().replace(/\s+/g, ' ');
  const upper = text.toUpperCase();
  const compact = upper.replace(/ /g, '');
  const postcode = POSTCODE.exec(upper);
  const isEmail = text.includes('@');
  const phoneLike = /^[+\d\s().-]+$/.test(text) && /^0\d{9,10}$/.test(nationalDigits(text));
  const words = isEmail ? [] : [...text.toLowerCase().matchAll(NAME_WORD)].map((m) => m[0]);
  const hasLetters = /\p{L}/u.test(text);
  return {
    referencePrefix: referenceIdPrefix(text),
    email: isEmail && EMAIL.test(text) ? text.toLowerCase() : null,
    phoneDigits: phoneLike ? nationalDigits(text) : null,
    postcode: postcode ? { postcode: `${postcode[1]} ${postcode[2]}`, district: postcode[1] } : null,
    district: DISTRICT.test(compact) ? compact : null,
    area: AREA.test(compact) ? compact : null,
    nameQuery:
      hasLetters && words.length > 0
        ? words
            .slice(0, MAX_NAME_WORDS)
            .map((word) => `${word}:*`)
            .join(' & ')
        : null,
  };
}

/** Which ways of reading the text a list can match: recorded in the audit entry of a search (never the text). */
export function searchedAs(search: PersonSearch): string[] {
  const kinds: string[] = [];
  if (search.referencePrefix) kinds.push('reference');
  if (search.email) kinds.push('email');
  if (search.phoneDigits) kinds.push('phone');
  if (search.postcode || search.district || search.area) kinds.push('postcode');
  if (search.nameQuery) kinds.push('name');
  return kinds;
}

/** The id range of a reference: ids are UUIDs whose first 10 hex digits are the prefix. */
export function referenceIdRange(prefix: string): [string, string] {
  return [`${prefix}00-0000-0000-000000000000`, `${prefix}ff-ffff-ffff-ffffffffffff`];
}

/** Conditions joined with OR (each a fragment and its parameters); matches nothing when there are none. */
export function anyOf(conditions: [string, unknown[]][]): { sql: string; params: unknown[] } {
  if (conditions.length === 0) return { sql: 'false', params: [] };
  return {
    sql: `(${conditions.map(([sql]) => sql).join(' or ')})`,
    params: conditions.flatMap(([, params]) => params),
  };
}
