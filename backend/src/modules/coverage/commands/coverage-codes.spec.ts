import { normaliseCoverageCodes, resolveCoverageCodes } from './coverage-codes.js';

const known = [
  { district: 'CB1', area: 'CB' },
  { district: 'CB2', area: 'CB' },
  { district: 'CB10', area: 'CB' },
  { district: 'NR1', area: 'NR' },
  { district: 'NR2', area: 'NR' },
  { district: 'E1', area: 'E' },
  { district: 'E1W', area: 'E' },
];

describe('coverage codes', () => {
  it('normalises case, spacing, commas and duplicates', () => {
    expect(normaliseCoverageCodes(['cb1', ' NR ', 'cb1,e1w'])).toEqual({ codes: ['CB1', 'NR', 'E1W'], malformed: [] });
  });

  it('flags codes that are not shaped like a district or an area', () => {
    expect(normaliseCoverageCodes(['CB1 1AA', '123', 'C-B']).malformed).toEqual(['1AA', '123', 'C-B']);
  });

  it('resolves a district to itself and an area to all its districts', () => {
    expect(resolveCoverageCodes(['CB1', 'NR'], known)).toEqual({ districts: ['CB1', 'NR1', 'NR2'], unknown: [] });
    expect(resolveCoverageCodes(['CB'], known).districts).toEqual(['CB1', 'CB2', 'CB10']);
  });

  it('prefers the district when a code is both (E1 is a district, not an area)', () => {
    expect(resolveCoverageCodes(['E1'], known).districts).toEqual(['E1']);
  });

  it('reports unknown codes', () => {
    expect(resolveCoverageCodes(['ZZ9', 'CB1', 'QQ'], known)).toEqual({ districts: ['CB1'], unknown: ['ZZ9', 'QQ'] });
  });
});
