import { describe, expect, it } from 'vitest';
import { countyPartsText, distinctPlaceNames } from './coverage-text';

describe('where we visit, in words', () => {
  it('does not repeat a place already named inside another', () => {
    expect(distinctPlaceNames(['Maidenhead', 'Windsor and Maidenhead'])).toEqual(['Windsor and Maidenhead']);
    // A name that only starts the same is a different place.
    expect(distinctPlaceNames(['Bromley', 'Bromley Cross'])).toEqual(['Bromley', 'Bromley Cross']);
    expect(distinctPlaceNames(['Hart', 'Rushmoor'])).toEqual(['Hart', 'Rushmoor']);
  });

  it('names the parts of a county and how many postcode districts', () => {
    expect(
      countyPartsText({
        county: 'Berkshire',
        areas: ['SL'],
        district_count: 2,
        local_authorities: ['Maidenhead', 'Windsor and Maidenhead'],
      }),
    ).toBe('Home visits in parts of Windsor and Maidenhead (2 postcode districts).');
  });
});
