import { parseUkPostcode } from './uk-postcode.js';

describe('parseUkPostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA', 'SW1A', 'SW'],
    ['  SW1A   1AA ', 'SW1A 1AA', 'SW1A', 'SW'],
    ['ss9 1aa', 'SS9 1AA', 'SS9', 'SS'],
    ['EC1A 1BB', 'EC1A 1BB', 'EC1A', 'EC'],
    ['w1a 0ax', 'W1A 0AX', 'W1A', 'W'],
    ['M1 1AE', 'M1 1AE', 'M1', 'M'],
    ['GU1 1AA', 'GU1 1AA', 'GU1', 'GU'],
    ['hp5\t1aa', 'HP5 1AA', 'HP5', 'HP'],
  ])('normalises %j to %s (district %s, area %s)', (input, postcode, district, area) => {
    expect(parseUkPostcode(input)).toEqual({ postcode, district, area });
  });

  it.each([
    [''],
    ['   '],
    ['SW1A'],
    ['12345'],
    ['NOT A POSTCODE'],
    ['SW1A 1AAA'],
    ['Q1 1AA'],
    ['ZZ1 1AA'],
    ['SW1A-1AA'],
    ['E1 1A'],
  ])('rejects %j', (input) => {
    expect(parseUkPostcode(input)).toBeNull();
  });

  it('rejects values that are not strings', () => {
    expect(parseUkPostcode(42)).toBeNull();
    expect(parseUkPostcode(null)).toBeNull();
    expect(parseUkPostcode({ postcode: 'SW1A 1AA' })).toBeNull();
  });
});
