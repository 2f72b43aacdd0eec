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
