import { parseCsv, parseCsvRecords } from './csv.js';

describe('parseCsv', () => {
  it('splits plain and quoted fields, keeping commas and doubled quotes inside quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads records by header and keeps empty trailing fields', () => {
    expect(parseCsvRecords('district,population\nSS9,\nSW1A,1200')).toEqual([
      { district: 'SS9', population: '' },
      { district: 'SW1A', population: '1200' },
    ]);
  });
});
