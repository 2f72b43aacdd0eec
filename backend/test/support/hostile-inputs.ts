/** A request an attacker, a broken client or a bot might send, and the 4xx answer it must get. */
export interface HostileCase {
  what: string;
  /** Sent as is when a Buffer or a string; otherwise JSON-encoded. */
  body: Buffer | string | unknown;
  /** Content-Type header; null sends none. */
  contentType?: string | null;
  status: number;
  code: string;
  /** The field the answer must name, when there is one. */
  field?: string;
  rule?: string;
  check?: (body: Record<string, unknown>) => void;
}

export interface EndpointShape {
  /** A body the endpoint accepts. */
  valid: Record<string, unknown>;
  /** Every property that holds text (free text, emails, postcodes, enums). */
  textFields: string[];
  /** The properties that must be present. */
  requiredFields: string[];
}

const json = (value: unknown) => JSON.stringify(value);
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** The valid body as JSON text with raw bytes in place of the first text field's value. */
function withRawBytes(shape: EndpointShape, bytes: number[]): Buffer {
  const field = shape.textFields[0];
  const [before, after] = json({ ...shape.valid, [field]: '@@RAW@@' }).split('@@RAW@@');
  return Buffer.concat([Buffer.from(before, 'utf8'), Buffer.from([0x4a, ...bytes, 0x6f]), Buffer.from(after, 'utf8')]);
}

/**
 * The same hostile inputs for every public POST endpoint: transport and encoding (content types, empty
 * bodies, BOM, invalid UTF-8), structure (nesting, sizes, unknown, repeated and prototype-polluting names,
 * arrays and scalars for objects), then per text field (NUL, other control characters, unpaired surrogates,
 * wrong types, huge values) and per required field (missing, null).
 */
export function hostileCases(shape: EndpointShape): HostileCase[] {
  const { valid, textFields, requiredFields } = shape;
  const first = textFields[0];
  const unknownKeys = (n: number) => ({
    ...valid,
    ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`x${i}`, i])),
  });
  const cases: HostileCase[] = [
    // Transport and encoding
    { what: 'an empty body', body: '', status: 400, code: 'MALFORMED_JSON' },
    { what: 'a body of spaces', body: '   \n', status: 400, code: 'MALFORMED_JSON' },
    {
      what: 'no content type',
      body: Buffer.from(json(valid)),
      contentType: null,
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    { what: 'text/plain', body: json(valid), contentType: 'text/plain', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    {
      what: 'a form-encoded body',
      body: new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString(),
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      what: 'a multipart body',
      body: `--b\r\nContent-Disposition: form-data; name="${first}"\r\n\r\nx\r\n--b--\r\n`,
      contentType: 'multipart/form-data; boundary=b',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    { what: 'XML', body: '<a/>', contentType: 'application/xml', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    {
      what: 'JSON said to be Latin-1',
      body: json(valid),
      contentType: 'application/json; charset=iso-8859-1',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    { what: 'JSON with a byte order mark', body: `\ufeff${json(valid)}`, status: 400, code: 'MALFORMED_JSON' },
    { what: 'truncated JSON', body: json(valid).slice(0, -3), status: 400, code: 'MALFORMED_JSON' },
    { what: 'JSON with single quotes', body: json(valid).replace(/"/g, "'"), status: 400, code: 'MALFORMED_JSON' },
    {
      what: 'an overlong UTF-8 slash (C0 AF)',
      body: withRawBytes(shape, [0xc0, 0xaf]),
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      what: 'a surrogate encoded in UTF-8 (ED A0 80)',
      body: withRawBytes(shape, [0xed, 0xa0, 0x80]),
      status: 400,
      code: 'MALFORMED_JSON',
    },
    { what: 'a stray continuation byte', body: withRawBytes(shape, [0x80]), status: 400, code: 'MALFORMED_JSON' },
    { what: 'a Latin-1 é', body: withRawBytes(shape, [0xe9]), status: 400, code: 'MALFORMED_JSON' },
    {
      what: 'a body over 100 kB',
      body: { ...valid, [first]: 'x'.repeat(101 * 1024) },
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    // Structure
    { what: 'JSON null', body: 'null', status: 400, code: 'VALIDATION_FAILED', field: requiredFields[0] },
    { what: 'an array holding the body', body: [valid], status: 400, code: 'VALIDATION_FAILED' },
    { what: 'an empty array', body: [], status: 400, code: 'VALIDATION_FAILED' },
    { what: 'a string', body: '"hello"', status: 400, code: 'VALIDATION_FAILED' },
    { what: 'a number', body: '42', status: 400, code: 'VALIDATION_FAILED' },
    { what: 'true', body: 'true', status: 400, code: 'VALIDATION_FAILED' },
    {
      what: '50,000 levels of nesting in a field',
      body: `{"${first}":${nestedArrays(50000)}}`,
      status: 400,
      code: 'BODY_TOO_COMPLEX',
      field: `${first}.0.0.0.0.0.0.0`,
      rule: 'maxDepth',
    },
    {
      what: '15,000 nested objects',
      body: `${'{"a":'.repeat(15000)}1${'}'.repeat(15000)}`,
      status: 400,
      code: 'BODY_TOO_COMPLEX',
      rule: 'maxDepth',
    },
    {
      what: 'nesting one level past the limit',
      body: { ...valid, [first]: JSON.parse(nestedArrays(8)) as unknown },
      status: 400,
      code: 'BODY_TOO_COMPLEX',
    },
    {
      what: '5,000 unknown properties',
      body: unknownKeys(5000),
      status: 400,
      code: 'BODY_TOO_COMPLEX',
      check: (body) => expect(body.message).toContain('limit maxMembers: 1000'),
    },
    {
      what: '300 unknown properties',
      body: unknownKeys(300),
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'x0',
      rule: 'whitelistValidation',
      check: (body) => {
        expect(body.errors).toHaveLength(20);
        expect(body.more_errors).toBe(280);
      },
    },
    {
      what: 'an unknown property',
      body: { ...valid, is_admin: true },
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'is_admin',
    },
    { what: 'an id of its own', body: { ...valid, id: 1 }, status: 400, code: 'VALIDATION_FAILED', field: 'id' },
    {
      what: 'a __proto__ property',
      body: `{"__proto__":{"isAdmin":true},${json(valid).slice(1)}`,
      status: 400,
      code: 'VALIDATION_FAILED',
      field: '__proto__',
      rule: 'forbiddenName',
    },
    {
      what: 'constructor.prototype',
      body: `{"constructor":{"prototype":{"isAdmin":true}},${json(valid).slice(1)}`,
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'constructor',
      rule: 'forbiddenName',
    },
    {
      what: 'a constructor property (hides the DTO’s class from class-validator)',
      body: `{"constructor":1,${json(valid).slice(1)}`,
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'constructor',
    },
    {
      what: 'a prototype property',
      body: { ...valid, prototype: {} },
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'prototype',
    },
    {
      what: 'a __proto__ inside a field',
      body: `{"${first}":{"__proto__":{"isAdmin":true}},${json({ ...valid, [first]: undefined }).slice(1)}`,
      status: 400,
      code: 'VALIDATION_FAILED',
      field: `${first}.__proto__`,
    },
    {
      what: `${first} given twice`,
      body: `{"${first}":"first",${json(valid).slice(1)}`,
      status: 400,
      code: 'VALIDATION_FAILED',
      field: first,
      rule: 'noDuplicateNames',
    },
    {
      what: `${first} given twice, once escaped`,
      body: `{"\\u${first.charCodeAt(0).toString(16).padStart(4, '0')}${first.slice(1)}":"first",${json(valid).slice(1)}`,
      status: 400,
      code: 'VALIDATION_FAILED',
      field: first,
      rule: 'noDuplicateNames',
    },
    {
      what: 'NUL in a property name',
      body: `{"na\\u0000me":"x",${json(valid).slice(1)}`,
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'na\\u0000me',
      rule: 'noControlCharacters',
    },
  ];

  for (const field of textFields) {
    const text = (value: unknown) => ({ ...valid, [field]: value });
    cases.push(
      {
        what: `NUL in ${field}`,
        body: text('Jo\u0000'),
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'noControlCharacters',
      },
      {
        what: `only NUL in ${field}`,
        body: text('\u0000'),
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'noControlCharacters',
      },
      {
        what: `ESC in ${field}`,
        body: text('a\u001b[2J'),
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'noControlCharacters',
      },
      {
        what: `a backspace in ${field}`,
        body: text('a\bb'),
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'noControlCharacters',
      },
      {
        what: `an unpaired high surrogate in ${field}`,
        body: text('x\ud800'),
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'isWellFormedText',
      },
      {
        what: `an unpaired low surrogate in ${field}`,
        body: text('\udc00x'),
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'isWellFormedText',
      },
      { what: `${field} as a number`, body: text(12345), status: 400, code: 'VALIDATION_FAILED', field },
      { what: `${field} as an object`, body: text({ value: 'x' }), status: 400, code: 'VALIDATION_FAILED', field },
      { what: `${field} as a list`, body: text(['x']), status: 400, code: 'VALIDATION_FAILED', field },
      { what: `${field} as true`, body: text(true), status: 400, code: 'VALIDATION_FAILED', field },
      { what: `60 kB of ${field}`, body: text('x'.repeat(60 * 1024)), status: 400, code: 'VALIDATION_FAILED', field },
    );
  }
  for (const field of requiredFields) {
    cases.push(
      {
        what: `${field} missing`,
        body: { ...valid, [field]: undefined },
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'isDefined',
      },
      {
        what: `${field} null`,
        body: { ...valid, [field]: null },
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
        rule: 'isDefined',
      },
    );
  }
  return cases;
}
