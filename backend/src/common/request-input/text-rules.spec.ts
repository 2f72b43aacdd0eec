import { displayName, textError } from './text-rules.js';

describe('textError', () => {
  it.each(['Jane Doe', 'line one\nline two\r\n\tindented', 'Zoë 😀 Ω', '', 'DEL \u007f is printable enough'])(
    'accepts %j',
    (value) => expect(textError('note', value)).toBeUndefined(),
  );

  it.each(['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f'])(
    'refuses the control character in %j',
    (value) =>
      expect(textError('note', value)).toEqual({
        field: 'note',
        rule: 'noControlCharacters',
        message: 'note must not contain control characters such as NUL (tabs and line breaks are fine)',
      }),
  );

  it.each(['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\ude00\ud83d'])(
    'refuses the unpaired surrogate in %j',
    (value) => expect(textError('note', value)).toMatchObject({ rule: 'isWellFormedText' }),
  );
});

describe('displayName', () => {
  it('escapes what it cannot show and cuts long names', () => {
    expect(displayName('plain')).toBe('plain');
    expect(displayName('a\u0000b\ud800c😀')).toBe('a\\u0000b\\ud800c😀');
    expect(displayName('z'.repeat(150))).toBe(`${'z'.repeat(100)}…`);
  });
});
