import type { ApiFieldError } from '@physio/api-contract';
import { brokenTextRule, displayName, textRuleError } from './text-rules.js';

/**
 * What a request body may hold. Every public form is one flat object (depth 1, under 10 properties); the
 * limits leave room for nested objects and lists in later forms (the operations dashboard sends records with
 * lists of districts) while refusing, before any validation runs, bodies built to cost CPU: tens of thousands
 * of nesting levels fit in 100 kB and overflowed class-transformer's recursion (a 500), and thousands of
 * unknown properties made an error answer of nearly a megabyte.
 */
export const JSON_BODY_LIMITS = {
  /** Objects and arrays inside one another: `{}` is 1, `{"a": []}` is 2. */
  maxDepth: 8,
  /** Property names and array items in the whole body. */
  maxMembers: 1000,
} as const;

export type JsonBodyLimits = { maxDepth: number; maxMembers: number };

/**
 * Property names refused anywhere in a body. `__proto__` can change an object's prototype once copied with
 * a plain assignment; `constructor` as an own property hides the class that class-validator reads its rules
 * from; no form has a field of either name, nor `prototype`.
 */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type JsonBodyReading =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'malformed'; reason: string }
  | { ok: false; problem: 'too-complex'; limit: 'maxDepth' | 'maxMembers'; max: number; field?: string }
  | { ok: false; problem: 'invalid'; errors: ApiFieldError[] };

interface Frame {
  isArray: boolean;
  /** Property names seen so far (objects only): a repeated name is refused. */
  names?: Set<string>;
  /** The current property name (objects) or item index (arrays), for naming fields. */
  name: string;
  index: number;
  expectName: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function isStructural(c: number): boolean {
  // { } [ ] , : "
  return c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x2c || c === 0x3a || c === QUOTE;
}

/**
 * Reads a JSON request body as I-JSON (RFC 7493) with limits: one pass over the text, with an explicit stack
 * (no recursion, so 50,000 levels cost nothing but the scan), refuses a body that is too deep or too large
 * before JSON.parse builds anything, then checks every property name and string for what PostgreSQL and
 * people cannot use: repeated names (parsers disagree on which one wins), forbidden names, control
 * characters and unpaired surrogates. Only strings with a backslash can hold those (the body is valid
 * UTF-8 and JSON forbids raw control characters in strings), so only those are decoded twice.
 */
export function readJsonBody(text: string, limits: JsonBodyLimits = JSON_BODY_LIMITS): JsonBodyReading {
  if (text.trim() === '') return { ok: false, problem: 'malformed', reason: 'it is empty' };
  if (text.charCodeAt(0) === 0xfeff) {
    return { ok: false, problem: 'malformed', reason: 'it starts with a byte order mark' };
  }

  const stack: Frame[] = [];
  const errors: ApiFieldError[] = [];
  let members = 0;
  const field = () => stack.map((f) => (f.isArray ? String(f.index) : displayName(f.name))).join('.') || 'body';
  const countMember = () => ++members > limits.maxMembers;
  // A value begins: inside an array it is one more item.
  const valueBegins = () => {
    const top = stack[stack.length - 1];
    return top?.isArray ? countMember() : false;
  };
  const tooMany = { ok: false, problem: 'too-complex', limit: 'maxMembers', max: limits.maxMembers } as const;

  let i = 0;
  const n = text.length;
  // Found once and moved forward, so that each string does not search the rest of the body for one.
  let nextBackslash = text.indexOf('\\');
  scan: while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const top = stack[stack.length - 1];
    switch (c) {
      case 0x7b: // {
      case 0x5b: {
        // [
        if (valueBegins()) return tooMany;
        if (stack.length >= limits.maxDepth) {
          return { ok: false, problem: 'too-complex', limit: 'maxDepth', max: limits.maxDepth, field: field() };
        }
        const isArray = c === 0x5b;
        stack.push({ isArray, names: isArray ? undefined : new Set(), name: '', index: 0, expectName: !isArray });
        i++;
        break;
      }
      case 0x7d: // }
      case 0x5d: // ]
        stack.pop();
        i++;
        break;
      case 0x2c: // ,
        if (top?.isArray) top.index++;
        else if (top) top.expectName = true;
        i++;
        break;
      case 0x3a: // :
        if (top && !top.isArray) top.expectName = false;
        i++;
        break;
      case QUOTE: {
        // The closing quote is the first one not escaped (preceded by an even number of backslashes).
        let j = i + 1;
        for (;;) {
          const quote = text.indexOf('"', j);
          if (quote === -1) break scan; // unterminated: JSON.parse says so below
          let backslashes = 0;
          while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
          j = quote;
          if (backslashes % 2 === 0) break;
          j++;
        }
        if (nextBackslash !== -1 && nextBackslash <= i) nextBackslash = text.indexOf('\\', i + 1);
        const escaped = nextBackslash !== -1 && nextBackslash < j;
        // Only names, and strings with escapes, need their value.
        const isName = top !== undefined && !top.isArray && top.expectName;
        let value = '';
        if (escaped) {
          try {
            value = JSON.parse(text.slice(i, j + 1)) as string;
          } catch {
            break scan;
          }
        } else if (isName) {
          value = text.slice(i + 1, j);
        }
        if (isName) {
          if (countMember()) return tooMany;
          top.name = value;
          top.expectName = false;
          if (FORBIDDEN_NAMES.has(value)) {
            const name = field();
            errors.push({ field: name, rule: 'forbiddenName', message: `${name} is not a name a request may use` });
          } else if (top.names!.has(value)) {
            const name = field();
            errors.push({ field: name, rule: 'noDuplicateNames', message: `${name} is given more than once` });
          }
          top.names!.add(value);
          const rule = escaped ? brokenTextRule(value) : undefined;
          if (rule) errors.push(textRuleError(field(), rule, `the name of ${field()}`));
        } else {
          if (valueBegins()) return tooMany;
          const rule = escaped ? brokenTextRule(value) : undefined;
          if (rule) errors.push(textRuleError(field(), rule));
        }
        i = j + 1;
        break;
      }
      default:
        // A number, true, false or null (or something JSON.parse will refuse).
        if (valueBegins()) return tooMany;
        while (i < n && !isStructural(text.charCodeAt(i)) && !isSpace(text.charCodeAt(i))) i++;
    }
  }

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'malformed', reason: '' };
  }
  if (errors.length > 0) return { ok: false, problem: 'invalid', errors };
  return { ok: true, value };
}
