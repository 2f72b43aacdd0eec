import { referenceIdPrefix } from '@physio/api-contract';
import { SEARCH_MAX_LENGTH } from '../search/person-search.js';
import { FilterValueError, type FilterParser } from './list-query.js';
import { isUuid } from '../validation/uuid.js';

/**
 * Parsers for list filters. Each takes the JSON value react-admin sent and returns the typed value, or
 * undefined for "no filter" (react-admin sends "" for a cleared text input), or throws FilterValueError with
 * the end of a sentence that starts "filter <name> …".
 */

/** Most ids one getMany may name. */
const MAX_IDS = 500;

export const filters = {
  /** Free text to search for: trimmed, at most maxLength characters. */
  text(maxLength = 100): FilterParser<string> {
    return (value) => {
      if (typeof value !== 'string') throw new FilterValueError('must be text');
      const text = value.trim();
      if (text.length > maxLength) throw new FilterValueError(`must be at most ${maxLength} characters`);
      return text || undefined;
    };
  },

  /**
   * A search box's text (react-admin's `q`): any text is a search, never an error (what it matches is the list's
   * business); only more than SEARCH_MAX_LENGTH characters is refused, which the dashboard's box does not allow.
   */
  search(): FilterParser<string> {
    return (value) => {
      if (typeof value !== 'string') throw new FilterValueError('must be text');
      const text = value.trim();
      if (text.length > SEARCH_MAX_LENGTH)
        throw new FilterValueError(`must be at most ${SEARCH_MAX_LENGTH} characters`);
      return text || undefined;
    };
  },

  boolean(): FilterParser<boolean> {
    return (value) => {
      if (typeof value !== 'boolean') throw new FilterValueError('must be true or false');
      return value;
    };
  },

  oneOf<T extends string>(values: readonly T[]): FilterParser<T> {
    return (value) => {
      if (typeof value !== 'string' || !values.includes(value as T)) {
        throw new FilterValueError(`must be one of: ${values.join(', ')}`);
      }
      return value as T;
    };
  },

  /** One value, or a list of them (react-admin sends a list for "any of these"). */
  anyOf<T extends string>(values: readonly T[]): FilterParser<T[]> {
    const one = filters.oneOf(values);
    return (value) => {
      const list = Array.isArray(value) ? value : [value];
      if (list.length === 0) return undefined;
      return list.map((v) => one(v)!);
    };
  },

  /** Matches a pattern, e.g. a postcode area or district; upper-cased. */
  code(pattern: RegExp, description: string): FilterParser<string> {
    return (value) => {
      if (typeof value !== 'string') throw new FilterValueError(`must be ${description}`);
      const code = value.trim().toUpperCase();
      if (!code) return undefined;
      if (!pattern.test(code)) throw new FilterValueError(`must be ${description}`);
      return code;
    };
  },

  /** A calendar date, yyyy-mm-dd (react-admin's DateInput). */
  date(): FilterParser<string> {
    return (value) => {
      // A day that exists: Date.parse would read 2026-02-30 as 2 March, and PostgreSQL then refuses it.
      if (
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
        Number.isNaN(Date.parse(value)) ||
        new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
      ) {
        throw new FilterValueError('must be a date, yyyy-mm-dd');
      }
      return value;
    };
  },

  /** The ids of a getMany ({"id":[1,2]}) or a single id. */
  integerIds(): FilterParser<number[]> {
    // react-admin sends an id taken from the URL as a string.
    const coerce = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);
    return idList(coerce, (v): v is number => Number.isSafeInteger(v) && (v as number) > 0, 'whole numbers from 1');
  },

  /** One id (a UUID), e.g. the record a list is of (react-admin's ReferenceManyField sends it so). */
  uuid(): FilterParser<string> {
    return (value) => {
      if (typeof value !== 'string' || !isUuid(value)) throw new FilterValueError('must be an id (a UUID)');
      return value.toLowerCase();
    };
  },

  uuidIds(): FilterParser<string[]> {
    const coerce = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
    return idList(coerce, (v): v is string => typeof v === 'string' && isUuid(v), 'ids (UUIDs)');
  },

  /** A short reference a family quotes ('K7QM-4XRT'), as the first 10 hex digits of the ids it stands for. */
  reference(): FilterParser<string> {
    return (value) => {
      if (typeof value !== 'string') throw new FilterValueError('must be text');
      if (!value.trim()) return undefined;
      const prefix = referenceIdPrefix(value);
      if (prefix === null) throw new FilterValueError('must be a reference of 8 letters and digits, such as K7QM-4XRT');
      return prefix;
    };
  },

  /** A positive whole number (e.g. a reference to another record). */
  integerId(): FilterParser<number> {
    return (value) => {
      if (!Number.isSafeInteger(value) || (value as number) <= 0) throw new FilterValueError('must be a whole number');
      return value as number;
    };
  },
};

function idList<T>(
  coerce: (v: unknown) => unknown,
  valid: (v: unknown) => v is T,
  description: string,
): FilterParser<T[]> {
  return (value) => {
    const list = (Array.isArray(value) ? value : [value]).map(coerce);
    if (list.length > MAX_IDS) throw new FilterValueError(`may name at most ${MAX_IDS} ids`);
    if (!list.every(valid)) throw new FilterValueError(`must be ${description}`);
    return list;
  };
}
