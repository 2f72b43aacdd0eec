import { CONDITIONS, DBS_CERTIFICATE_NUMBER_PATTERN, DBS_LEVELS, HCPC_NUMBER_PATTERN } from '@physio/api-contract';
import { todayInLondon } from '../format';

/**
 * The physiotherapist form's checks, run in the browser before saving so people see every problem at once. They
 * mirror the API's rules; the API stays the authority and its field errors show on the same inputs.
 */
export const LIMITS = {
  nameMax: 100,
  bioMax: 2000,
  emailMax: 254,
  radiusMin: 1,
  radiusMax: 60,
  capacityMax: 100,
  experienceMax: 60,
  priceMax: 1000,
} as const;

/** Lists of short texts: how many entries, and how long each may be. */
const TEXT_LISTS = {
  areas: { label: 'areas', items: 30, length: 60 },
  qualifications: { label: 'qualifications', items: 20, length: 120 },
  languages: { label: 'languages', items: 20, length: 40 },
} as const;

const POSTCODE_DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type PhysiotherapistErrors = Partial<Record<string, string>>;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function checkDate(value: unknown, what: string, today: string): string | undefined {
  if (isBlank(value)) return `Enter the date of the ${what}`;
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return `Enter the date of the ${what} as a date`;
  if (value > today) return `The ${what} date cannot be in the future`;
  return undefined;
}

function checkWhole(value: unknown, label: string, min: number, max: number): string | undefined {
  if (isBlank(value)) return `Enter ${label}`;
  if (!isWholeNumber(value) || value < min || value > max)
    return `Enter ${label} as a whole number from ${min} to ${max}`;
  return undefined;
}

export function validatePhysiotherapist(
  values: Record<string, unknown>,
  today: string = todayInLondon(),
): PhysiotherapistErrors {
  const errors: PhysiotherapistErrors = {};
  const set = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };

  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (!name) set('name', 'Enter the physiotherapist’s name');
  else if (name.length > LIMITS.nameMax) set('name', `Keep the name to ${LIMITS.nameMax} characters or fewer`);

  const hcpc = values.hcpc_number;
  if (isBlank(hcpc)) set('hcpc_number', 'Enter the HCPC registration number');
  else if (typeof hcpc !== 'string' || !HCPC_NUMBER_PATTERN.test(hcpc))
    set('hcpc_number', 'Enter the HCPC number as PH followed by six digits, such as PH123456');

  set('hcpc_checked_on', checkDate(values.hcpc_checked_on, 'HCPC register check', today));
  if (!(DBS_LEVELS as readonly unknown[]).includes(values.dbs_level)) set('dbs_level', 'Choose the DBS check level');
  set('dbs_checked_on', checkDate(values.dbs_checked_on, 'DBS check', today));
  const certificate = values.dbs_certificate_number;
  if (!isBlank(certificate) && (typeof certificate !== 'string' || !DBS_CERTIFICATE_NUMBER_PATTERN.test(certificate)))
    set('dbs_certificate_number', 'Enter the 12 digits printed on the DBS certificate, such as 001234567890');

  const specialties = Array.isArray(values.specialties) ? values.specialties : [];
  if (specialties.length === 0) set('specialties', 'Choose the main specialty');
  else if (specialties.some((s) => !(CONDITIONS as readonly unknown[]).includes(s)))
    set('specialties', 'Choose specialties from the list');

  const district = values.base_district;
  if (isBlank(district)) set('base_district', 'Enter the postcode district they travel from, such as SS9');
  else if (typeof district !== 'string' || !POSTCODE_DISTRICT.test(district))
    set('base_district', 'Enter a postcode district (the first half of a postcode), such as SS9 or SW1A');

  const radius = values.travel_radius_miles;
  if (isBlank(radius)) set('travel_radius_miles', 'Enter how far they travel, in miles');
  else if (typeof radius !== 'number' || radius < LIMITS.radiusMin || radius > LIMITS.radiusMax)
    set('travel_radius_miles', `Enter a travel radius from ${LIMITS.radiusMin} to ${LIMITS.radiusMax} miles`);

  set('weekly_capacity', checkWhole(values.weekly_capacity, 'the new families a week', 0, LIMITS.capacityMax));
  set('experience_years', checkWhole(values.experience_years, 'the years of experience', 0, LIMITS.experienceMax));

  const min = values.session_price_min_gbp;
  const max = values.session_price_max_gbp;
  set('session_price_min_gbp', checkWhole(min, 'the lowest session price in pounds', 1, LIMITS.priceMax));
  set('session_price_max_gbp', checkWhole(max, 'the highest session price in pounds', 0, LIMITS.priceMax));
  if (isWholeNumber(min) && isWholeNumber(max) && min > max && !errors.session_price_max_gbp)
    set('session_price_max_gbp', 'The highest price cannot be lower than the lowest price');

  const email = typeof values.contact_email === 'string' ? values.contact_email.trim() : '';
  if (!email) set('contact_email', 'Enter the email address referrals go to');
  else if (!EMAIL.test(email) || email.length > LIMITS.emailMax)
    set('contact_email', 'Enter an email address such as name@example.com');

  const url = values.profile_url;
  if (!isBlank(url) && (typeof url !== 'string' || !/^https:\/\/\S+\.\S+/.test(url)))
    set('profile_url', 'Enter the profile page’s full address, starting with https://');

  if (typeof values.bio === 'string' && values.bio.length > LIMITS.bioMax)
    set('bio', `Keep the introduction to ${LIMITS.bioMax} characters or fewer`);

  for (const [field, { label, items, length }] of Object.entries(TEXT_LISTS)) {
    const list = Array.isArray(values[field]) ? (values[field] as unknown[]) : [];
    if (list.length > items) set(field, `List at most ${items} ${label}`);
    else if (list.some((item) => typeof item !== 'string' || item.length > length))
      set(field, `Keep each of the ${label} to ${length} characters or fewer`);
  }
  return errors;
}
