import { DomainError } from '../errors/domain-error.js';
import { RequestValidationError } from '../errors/validation.js';
import { parseFormBody } from './request-input.js';

/** The form body of the one route that takes forms (RFC 8058 one-click unsubscribe). */
describe('parseFormBody', () => {
  it('reads names and values, decoded', () => {
    expect(parseFormBody(Buffer.from('List-Unsubscribe=One-Click&token=a%2Eb'))).toEqual({
      'List-Unsubscribe': 'One-Click',
      token: 'a.b',
    });
  });

  it('refuses a repeated or forbidden name, bytes that are not UTF-8, and control characters', () => {
    expect(() => parseFormBody(Buffer.from('token=a&token=b'))).toThrow(DomainError);
    expect(() => parseFormBody(Buffer.from('__proto__=x'))).toThrow(DomainError);
    expect(() => parseFormBody(Buffer.from([0x74, 0x3d, 0xff]))).toThrow(/UTF-8/);
    expect(() => parseFormBody(Buffer.from('token=%00'))).toThrow(RequestValidationError);
  });
});
