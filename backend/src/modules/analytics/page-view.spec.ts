import { sanitisePagePath, sanitiseReferrerHost } from './page-view.js';

describe('page view paths', () => {
  it.each([
    ['/', '/'],
    ['/finder', '/finder'],
    ['/results/8d3c1f8e-5d5e?postcode=SW1A1AA', '/results/8d3c1f8e-5d5e'],
    ['/blog/falls-prevention#section-2', '/blog/falls-prevention'],
    ['/contact?x=1#y', '/contact'],
    ['/' + 'a'.repeat(299), '/' + 'a'.repeat(299)],
  ])('keeps only the path of %j', (input, expected) => {
    expect(sanitisePagePath(input)).toBe(expected);
  });

  it.each([
    [''],
    ['finder'],
    ['https://evil.test/finder'],
    ['//evil.test/x'],
    ['/' + 'a'.repeat(300)],
    ['/with space'],
    ['/tab\there'],
    ['/back\\slash'],
    [42],
    [null],
  ])('refuses %j', (input) => {
    expect(sanitisePagePath(input)).toBeNull();
  });
});

describe('referrer hosts', () => {
  it('accepts hostnames, lower-cased, and treats null or empty as none', () => {
    expect(sanitiseReferrerHost('www.Google.com')).toBe('www.google.com');
    expect(sanitiseReferrerHost('localhost')).toBe('localhost');
    expect(sanitiseReferrerHost(null)).toBe('');
    expect(sanitiseReferrerHost(undefined)).toBe('');
  });

  it.each([['https://google.com'], ['google.com/path'], ['-bad.com'], ['a b.com'], [42], ['x'.repeat(254)]])(
    'refuses %j',
    (input) => {
      expect(sanitiseReferrerHost(input)).toBeUndefined();
    },
  );
});
