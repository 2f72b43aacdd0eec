import { describe, expect, it } from 'vitest';
import { validatePhysiotherapist } from './validation';

const TODAY = '2026-03-10';
const valid = {
  name: 'Claire Pemberton',
  hcpc_number: 'PH123456',
  hcpc_checked_on: '2026-01-14',
  dbs_level: 'enhanced',
  dbs_checked_on: '2025-03-11',
  dbs_certificate_number: '001234567890',
  specialties: ['falls-prevention', 'elderly-rehab'],
  base_district: 'SS9',
  travel_radius_miles: 8,
  areas: ['Leigh-on-Sea'],
  qualifications: [],
  bio: 'Twelve years running a community falls service.',
  experience_years: 15,
  weekly_capacity: 4,
  accepts_urgent: true,
  languages: ['English'],
  session_price_min_gbp: 60,
  session_price_max_gbp: 80,
  profile_url: null,
  contact_email: 'claire@example.com',
  active: true,
};
const check = (overrides: Record<string, unknown>) => validatePhysiotherapist({ ...valid, ...overrides }, TODAY);

describe('validatePhysiotherapist', () => {
  it('accepts a complete record', () => {
    expect(validatePhysiotherapist(valid, TODAY)).toEqual({});
  });

  it('asks for an HCPC number of PH and six digits', () => {
    expect(check({ hcpc_number: 'PH12345' }).hcpc_number).toMatch(/PH followed by six digits/);
    expect(check({ hcpc_number: 'OT123456' }).hcpc_number).toMatch(/PH followed by six digits/);
    expect(check({ hcpc_number: '' }).hcpc_number).toMatch(/Enter the HCPC/);
  });

  it('refuses check dates in the future (UK date), accepting today', () => {
    expect(check({ hcpc_checked_on: '2026-03-11' }).hcpc_checked_on).toMatch(/cannot be in the future/);
    expect(check({ dbs_checked_on: '2027-01-01' }).dbs_checked_on).toMatch(/cannot be in the future/);
    expect(check({ hcpc_checked_on: TODAY })).toEqual({});
  });

  it('takes a DBS certificate number of 12 digits, or none', () => {
    expect(check({ dbs_certificate_number: '00123456789' }).dbs_certificate_number).toMatch(/12 digits/);
    expect(check({ dbs_certificate_number: 'C00123456789' }).dbs_certificate_number).toMatch(/12 digits/);
    expect(check({ dbs_certificate_number: '001234567890' })).toEqual({});
    expect(check({ dbs_certificate_number: null })).toEqual({});
  });

  it('needs a postcode district, not a full postcode', () => {
    expect(check({ base_district: 'SS9 1AA' }).base_district).toMatch(/postcode district/);
    expect(check({ base_district: 'SW1A' })).toEqual({});
  });

  it('needs a main specialty, and specialties from the list', () => {
    expect(check({ specialties: [] }).specialties).toBe('Choose the main specialty');
    expect(check({ specialties: ['yoga'] }).specialties).toBe('Choose specialties from the list');
  });

  it('keeps the lowest price at or below the highest', () => {
    expect(check({ session_price_min_gbp: 90, session_price_max_gbp: 80 }).session_price_max_gbp).toBe(
      'The highest price cannot be lower than the lowest price',
    );
    expect(check({ session_price_min_gbp: 80, session_price_max_gbp: 80 })).toEqual({});
    expect(check({ session_price_min_gbp: 0 }).session_price_min_gbp).toMatch(/from 1 to 1000/);
  });

  it('checks radius and capacity ranges', () => {
    expect(check({ travel_radius_miles: 0 }).travel_radius_miles).toMatch(/from 1 to 60 miles/);
    expect(check({ travel_radius_miles: 61 }).travel_radius_miles).toMatch(/from 1 to 60 miles/);
    expect(check({ weekly_capacity: 2.5 }).weekly_capacity).toMatch(/whole number/);
    expect(check({ weekly_capacity: 0 })).toEqual({});
  });
});
