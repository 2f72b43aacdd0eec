import { isUkPhoneNumber } from './validators.js';

describe('isUkPhoneNumber', () => {
  it.each(['07123 456789', '07911 123456', '+44 7123 456789', '020 7946 0000', '01702 123456', '(01702) 123-456'])(
    'accepts %s',
    (n) => expect(isUkPhoneNumber(n)).toBe(true),
  );

  it.each([
    '',
    '123',
    '07123',
    '+1 212 555 0100',
    '+33 1 23 45 67 89',
    'call me',
    '0712345678901234',
    '07700 900123',
    42,
  ])('rejects %j', (n) => expect(isUkPhoneNumber(n)).toBe(false));
});

describe('the UK phone rule shared with the site (one rule, both places)', () => {
  it.each(['+44 (0)20 7946 0000', '0044 7911 123456', '01697 73456', '0333 123 4567', '07624 123456'])(
    'accepts %s',
    (n) => expect(isUkPhoneNumber(n)).toBe(true),
  );

  it.each(['07700 900000', '07700 900999', '09012 345678', '07623 123456', '020 7946 00000', '+44 20 7946'])(
    'rejects %s',
    (n) => expect(isUkPhoneNumber(n)).toBe(false),
  );

  it('accepts a mobile just outside the drama range', () => expect(isUkPhoneNumber('07700 901000')).toBe(true));
});
