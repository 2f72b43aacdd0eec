import { JSON_BODY_LIMITS, readJsonBody } from './json-body.js';

const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`;
const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('readJsonBody', () => {
  it('reads an ordinary form body', () => {
    const body = { postcode: 'SS9 1AA', contact_name: 'Jane "JJ" Doe\t\r\n', tags: ['a', 1, null, { x: true }] };
    expect(readJsonBody(JSON.stringify(body))).toEqual({ ok: true, value: body });
  });

  it('accepts bodies at the limits', () => {
    expect(readJsonBody(nested(JSON_BODY_LIMITS.maxDepth))).toMatchObject({ ok: true });
    const members = Object.fromEntries(Array.from({ length: JSON_BODY_LIMITS.maxMembers }, (_, i) => [`k${i}`, i]));
    expect(readJsonBody(JSON.stringify(members))).toMatchObject({ ok: true });
  });

  it('refuses one level too deep, naming where', () => {
    expect(readJsonBody(`{"notes":${nested(JSON_BODY_LIMITS.maxDepth)}}`)).toEqual({
      ok: false,
      problem: 'too-complex',
      limit: 'maxDepth',
      max: 8,
      field: 'notes.0.0.0.0.0.0.0',
    });
  });

  it('refuses 50,000 levels without recursing', () => {
    expect(readJsonBody(nested(50000))).toMatchObject({ problem: 'too-complex', limit: 'maxDepth' });
    expect(readJsonBody(nestedObject(50000))).toMatchObject({ problem: 'too-complex', limit: 'maxDepth' });
    // Unclosed: refused for its depth before anything tries to parse it.
    expect(readJsonBody('['.repeat(50000))).toMatchObject({ problem: 'too-complex', limit: 'maxDepth' });
  });

  it('counts property names and array items in the whole body', () => {
    const keys = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 1]));
    expect(readJsonBody(JSON.stringify(keys))).toMatchObject({
      problem: 'too-complex',
      limit: 'maxMembers',
      max: 1000,
    });
    expect(readJsonBody(JSON.stringify({ list: Array(1001).fill(0) }))).toMatchObject({ limit: 'maxMembers' });
    expect(readJsonBody(JSON.stringify({ a: Array(500).fill('x'), b: Array(500).fill({}) }))).toMatchObject({
      limit: 'maxMembers',
    });
    expect(readJsonBody(JSON.stringify({ a: Array(499).fill('x'), b: Array(499).fill({}) }))).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['NUL', '{"contact_name":"Jane\\u0000Doe"}', 'contact_name', 'noControlCharacters'],
    ['a bell', '{"contact_name":"Jane\\u0007"}', 'contact_name', 'noControlCharacters'],
    ['a backspace short escape', '{"message":"a\\bb"}', 'message', 'noControlCharacters'],
    ['a form feed short escape', '{"message":"a\\fb"}', 'message', 'noControlCharacters'],
    ['escape (1B)', '{"message":"\\u001b[31m"}', 'message', 'noControlCharacters'],
    ['a lone high surrogate', '{"name":"x\\ud800y"}', 'name', 'isWellFormedText'],
    ['a lone low surrogate', '{"name":"\\udc00"}', 'name', 'isWellFormedText'],
    ['a high surrogate at the end', '{"name":"x\\ud83d"}', 'name', 'isWellFormedText'],
    ['NUL inside a list', '{"tags":["ok","\\u0000"]}', 'tags.1', 'noControlCharacters'],
    ['NUL in a nested object', '{"a":{"b":"\\u0000"}}', 'a.b', 'noControlCharacters'],
    ['NUL in a property name', '{"na\\u0000me":"x"}', 'na\\u0000me', 'noControlCharacters'],
    ['NUL as the whole body', '"\\u0000"', 'body', 'noControlCharacters'],
  ])('refuses %s, naming the field', (_what, text, field, rule) => {
    const reading = readJsonBody(text);
    expect(reading).toMatchObject({ ok: false, problem: 'invalid' });
    expect(reading.ok === false && reading.problem === 'invalid' && reading.errors).toEqual([
      expect.objectContaining({ field, rule }),
    ]);
  });

  it('accepts tabs, line breaks, escaped quotes and whole surrogate pairs', () => {
    expect(readJsonBody('{"m":"a\\tb\\r\\nc \\"q\\" \\\\ \\ud83d\\ude00 😀 \\u00e9"}')).toEqual({
      ok: true,
      value: { m: 'a\tb\r\nc "q" \\ 😀 😀 é' },
    });
  });

  it.each([
    ['__proto__', '{"__proto__":{"admin":true}}', '__proto__'],
    ['constructor', '{"constructor":{"prototype":{"admin":true}}}', 'constructor'],
    ['prototype', '{"prototype":1}', 'prototype'],
    ['an escaped __proto__', '{"\\u005f_proto__":{}}', '__proto__'],
    ['a nested __proto__', '{"a":[{"__proto__":1}]}', 'a.0.__proto__'],
  ])('refuses the name %s', (_what, text, field) => {
    const reading = readJsonBody(text);
    expect(reading).toMatchObject({ ok: false, problem: 'invalid' });
    expect(reading.ok === false && reading.problem === 'invalid' && reading.errors[0]).toEqual(
      expect.objectContaining({ field, rule: 'forbiddenName' }),
    );
  });

  it('refuses a repeated property name, also when written differently', () => {
    expect(readJsonBody('{"name":"a","email":"b","name":"c"}')).toEqual({
      ok: false,
      problem: 'invalid',
      errors: [{ field: 'name', rule: 'noDuplicateNames', message: 'name is given more than once' }],
    });
    expect(readJsonBody('{"name":"a","n\\u0061me":"c"}')).toMatchObject({ errors: [{ field: 'name' }] });
    // The same name in two different objects is fine.
    expect(readJsonBody('{"a":{"x":1},"b":{"x":2},"c":[{"x":1},{"x":2}]}')).toMatchObject({ ok: true });
  });

  it.each([
    ['empty', '', 'it is empty'],
    ['only spaces', ' \n ', 'it is empty'],
    ['a byte order mark', '\ufeff{"a":1}', 'it starts with a byte order mark'],
    ['truncated', '{"a":"b', ''],
    ['a trailing comma', '{"a":1,}', ''],
    ['single quotes', "{'a':1}", ''],
    ['a bad escape', '{"a":"\\x41"}', ''],
    ['two values', '{} {}', ''],
    ['a raw control character in a string', '{"a":"\u0001"}', ''],
  ])('reports %s as malformed', (_what, text, reason) => {
    expect(readJsonBody(text)).toEqual({ ok: false, problem: 'malformed', reason });
  });

  it('shows a huge or unprintable name cut and escaped', () => {
    const dup = readJsonBody(`{"${'y'.repeat(500)}":1,"${'y'.repeat(500)}":2}`);
    expect(dup).toMatchObject({ errors: [{ field: `${'y'.repeat(100)}…`, rule: 'noDuplicateNames' }] });
  });
});
