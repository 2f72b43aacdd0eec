import type { ApiFieldError } from '@physio/api-contract';

/**
 * C0 control characters other than tab, line feed and carriage return. NUL among them: PostgreSQL cannot
 * store it in text at all, and the others have no place in a name, an address or a note.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Half of a UTF-16 surrogate pair on its own: not a character, and PostgreSQL refuses it. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextRule = 'noControlCharacters' | 'isWellFormedText';

/** The text rule a string breaks, if any. */
export function brokenTextRule(value: string): TextRule | undefined {
  if (CONTROL_CHARACTER.test(value)) return 'noControlCharacters';
  if (UNPAIRED_SURROGATE.test(value)) return 'isWellFormedText';
  return undefined;
}

/** The field error for a broken text rule; `subject` is what the message names (the field, or its name). */
export function textRuleError(field: string, rule: TextRule, subject = field): ApiFieldError {
  return {
    field,
    rule,
    message:
      rule === 'noControlCharacters'
        ? `${subject} must not contain control characters such as NUL (tabs and line breaks are fine)`
        : `${subject} must be valid Unicode text (it holds half of a surrogate pair)`,
  };
}

/** Whether text can be stored and shown as it is; the broken rule when it cannot. */
export function textError(field: string, value: string): ApiFieldError | undefined {
  const rule = brokenTextRule(value);
  return rule ? textRuleError(field, rule) : undefined;
}

const NAME_SEGMENT_MAX = 100;

/**
 * A property name as error answers show it: characters the text rules refuse are written as \uXXXX, and a
 * very long name is cut, so an answer never carries what the request could not.
 */
export function displayName(name: string): string {
  const shown = name.length > NAME_SEGMENT_MAX ? `${name.slice(0, NAME_SEGMENT_MAX)}…` : name;
  if (!CONTROL_CHARACTER.test(shown) && !UNPAIRED_SURROGATE.test(shown)) return shown;
  let out = '';
  for (let i = 0; i < shown.length; i++) {
    const code = shown.charCodeAt(i);
    const ch = shown[i];
    const high = code >= 0xd800 && code <= 0xdbff;
    const low = code >= 0xdc00 && code <= 0xdfff;
    if (high && i + 1 < shown.length && /[\udc00-\udfff]/.test(shown[i + 1])) {
      out += ch + shown[i + 1];
      i++;
    } else if (high || low || CONTROL_CHARACTER.test(ch)) {
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    } else {
      out += ch;
    }
  }
  return out;
}
