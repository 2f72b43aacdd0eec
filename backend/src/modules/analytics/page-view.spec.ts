import { pathWithoutIds, sanitisePagePath, sanitiseReferrerHost } from './page-view.js';

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

describe('page view paths without ids', () => {
  it.each([
    ['/results/88c8fd2b-c384-43aa-afcc-694a1e8960ab', '/results/:id'],
    ['/results/88C8FD2B-C384-43AA-AFCC-694A1E8960AB/', '/results/:id/'],
    ['/results/anything-at-all', '/results/:id'],
    ['/results/8d3c1f8e', '/results/:id'],
    ['/waitlist/88c8fd2b-c384-43aa-afcc-694a1e8960ab/leave', '/waitlist/:id/leave'],
    ['/orders/1234567', '/orders/:id'],
    ['/share/8d3c1f8e5d5e', '/share/:id'],
    ['/unsubscribe/aB3dE5fG7hJ9kL1mN2pQ', '/unsubscribe/:id'],
    ['/a/Zm9vYmFyYmF6cXV4MTIzNDU2', '/a/:id'],
  ])('replaces the id in %j', (path, expected) => {
    expect(pathWithoutIds(path)).toBe(expected);
  });

  it.each([
    ['/'],
    ['/finder'],
    ['/results'],
    ['/blog/falls-prevention'],
    ['/blog/home-physiotherapy-exercises'],
    ['/blog/covid19-care-at-home-2025'],
    ['/services/physiotherapists'],
    ['/blog/2025'],
    ['/page/12345'],
  ])('keeps %j as it is', (path) => {
    expect(pathWithoutIds(path)).toBe(path);
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
