import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countyLabel } from '@physio/api-contract';
import { parseCsvRecords } from '../../../seeders/csv.js';
import { countyOfLocalAuthority } from './local-authority-counties.js';

const districts = parseCsvRecords(readFileSync(join(__dirname, '../../../../data/uk-postcode-districts.csv'), 'utf8'));
const countyOfDistrict = (district: string) =>
  countyOfLocalAuthority(districts.find((d) => d.district === district)!.local_authority);

describe('the county of every reference district, from its local authority', () => {
  it('knows every local authority the reference CSV names', () => {
    const unknown = [...new Set(districts.map((d) => d.local_authority))].filter((la) => !countyOfLocalAuthority(la));
    expect(unknown).toEqual([]);
    expect(districts.length).toBeGreaterThan(2800);
  });

  it.each([
    ['CR0', 'London'], // Croydon
    ['SM1', 'London'], // Sutton
    ['KT1', 'London'], // Kingston upon Thames
    ['BR1', 'London'], // Bromley
    ['RH10', 'West Sussex'], // Crawley
    ['RH12', 'West Sussex'], // Horsham
    ['RH19', 'West Sussex'], // Mid Sussex
    ['GU1', 'Surrey'], // Guildford
    ['SS9', 'Essex'], // Southend-on-Sea
    ['CM23', 'Hertfordshire'], // Bishop's Stortford, East Hertfordshire
    ['HP1', 'Hertfordshire'], // Dacorum
    ['MK40', 'Bedfordshire'], // Bedford
    ['MK9', 'Buckinghamshire'], // Milton Keynes
    ['HP19', 'Buckinghamshire'], // Aylesbury Vale
    ['GU32', 'Hampshire'], // Petersfield, East Hampshire
    ['SL4', 'Berkshire'], // Windsor
    ['EH1', 'City of Edinburgh'],
    ['CF10', 'Cardiff'],
  ])('%s is in %s', (district, county) => {
    expect(countyOfDistrict(district)).toBe(county);
  });

  it('ignores the stray spaces some names carry and knows nothing of names it was not given', () => {
    expect(countyOfLocalAuthority('Birmingham ')).toBe('West Midlands');
    expect(countyOfLocalAuthority('Atlantis')).toBeNull();
  });

  it('reads a London district with its borough, and any other with its county', () => {
    expect(countyLabel({ county: 'London', local_authority: 'Croydon' })).toBe('Croydon, London');
    expect(countyLabel({ county: 'London', local_authority: 'London' })).toBe('London');
    expect(countyLabel({ county: 'West Sussex', local_authority: 'Mid Sussex' })).toBe('West Sussex');
    expect(countyLabel({ county: null, local_authority: null })).toBeNull();
  });
});
