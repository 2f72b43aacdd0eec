import { DomainError } from '../../common/errors/domain-error.js';
import { httpStatusOf } from '../../common/errors/http-status.js';
import { identifierHash, nationalDigits, parseIdentifier } from './personal-identifier.js';

describe('parseIdentifier', () => {
  it('matches an email address in any case, with spaces around it', () => {
    expect(parseIdentifier('  Jane.Doe@Example.COM ')).toEqual({ type: 'email', value: 'jane.doe@example.com' });
  });

  it.each([
    '07911 123456',
    '+44 7911 123456',
    '+447911123456',
    '0044 7911 123 456',
    '(07911) 123-456',
    '+44 (0)7911 123456',
  ])('reads the UK number %s as 07911123456', (spelling) => {
    expect(parseIdentifier(spelling)).toEqual({ type: 'phone', value: '07911123456' });
  });

  it.each([
    ['', 'isDefined'],
    ['   ', 'isDefined'],
    ['jane@', 'isEmailOrUkPhone'],
    ['jane doe@example.com', 'isEmailOrUkPhone'],
    ['Jane Doe', 'isEmailOrUkPhone'],
    ['12', 'isEmailOrUkPhone'],
    ['+1 202 555 0143', 'isEmailOrUkPhone'],
    [`${'a'.repeat(250)}@example.com`, 'maxLength'],
  ])('refuses %j, naming the field and the rule %s', (input, rule) => {
    try {
      parseIdentifier(input);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: 'invalid', field: 'identifier', rule });
      expect(httpStatusOf(error as DomainError)).toBe(400);
    }
  });

  it('refuses what is not text', () => {
    expect(() => parseIdentifier(7700900123)).toThrow('identifier is required');
  });
});

describe('nationalDigits', () => {
  it('gives every spelling of one number the same digits', () => {
    const spellings = ['07911123456', '+44 7911 123456', '0044 (0) 7911 123456', '44 7911 123 456'];
    expect(new Set(spellings.map(nationalDigits))).toEqual(new Set(['07911123456']));
  });
});

describe('identifierHash', () => {
  const key = Buffer.alloc(32, 7);
  it('is the same for the same person and never holds the address', () => {
    const a = identifierHash(key, parseIdentifier('Jane@example.com'));
    expect(a).toBe(identifierHash(key, parseIdentifier(' jane@EXAMPLE.com')));
    expect(a).not.toContain('jane');
    expect(a).not.toBe(identifierHash(Buffer.alloc(32, 8), parseIdentifier('jane@example.com')));
  });
});
