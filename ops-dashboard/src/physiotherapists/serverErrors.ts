import { HttpError } from 'react-admin';
import { OPS_ERROR_CODES, type ApiFieldError } from '@physio/api-contract';
import { apiErrorCode } from '../apiErrors';
import { validatePhysiotherapist } from './validation';

/** The form's labels by the API's field names: a person reads "Base postcode district", never `base_district`. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  contact_email: 'Referral email',
  profile_url: 'Profile page',
  bio: 'Introduction families read',
  qualifications: 'Qualifications',
  experience_years: 'Years of experience',
  languages: 'Languages',
  hcpc_number: 'HCPC number',
  hcpc_checked_on: 'HCPC register checked on',
  dbs_level: 'DBS level',
  dbs_checked_on: 'DBS checked on',
  dbs_certificate_number: 'DBS certificate number',
  specialties: 'Specialties',
  base_district: 'Base postcode district',
  travel_radius_miles: 'Travel radius (miles)',
  areas: 'Areas shown to families',
  weekly_capacity: 'New families a week',
  accepts_urgent: 'Takes urgent referrals',
  session_price_min_gbp: 'Lowest session price (£)',
  session_price_max_gbp: 'Highest session price (£)',
  active: 'Active',
};

export const unknownDistrictMessage = (district: string) =>
  `There is no UK postcode district ${district}: enter the first half of their postcode, such as SS9 or SW1A`;

/** What the form says of a rule only the API can check, or of one its own checks missed. */
function inOurWords(error: ApiFieldError, values: Record<string, unknown>): string {
  const value = values[error.field];
  if (error.field === 'base_district' && error.rule === 'exists') return unknownDistrictMessage(String(value));
  if (error.field === 'hcpc_number' && error.rule === 'unique')
    return `Another physiotherapist already has HCPC number ${String(value)}: check the number, or edit their record`;
  const ours = validatePhysiotherapist(values)[error.field];
  if (ours) return ours;
  return `${FIELD_LABELS[error.field] ?? 'This value'} was not accepted: check it`;
}

const labelList = (fields: string[]) => fields.map((f) => FIELD_LABELS[f] ?? f).join(', ');

/**
 * A refused save of a physiotherapist, with its field errors in the form's words and labels, and the notification
 * naming the fields to correct. A base district outside coverage carries no field error: the form asks the coordinator
 * to confirm it instead (`OPS_ERROR_CODES.OUTSIDE_COVERAGE`). Anything else passes through unchanged.
 */
export function physiotherapistSaveError(error: unknown, values: Record<string, unknown>): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { fieldErrors?: ApiFieldError[] } | undefined;
  if (apiErrorCode(error) === OPS_ERROR_CODES.OUTSIDE_COVERAGE) {
    return new HttpError(error.message, error.status, { ...(error.body as object), errors: undefined });
  }
  const fieldErrors = body?.fieldErrors?.filter((e) => e.field && e.field in FIELD_LABELS) ?? [];
  if (fieldErrors.length === 0) return error;
  const errors: Record<string, unknown> = {};
  for (const fieldError of fieldErrors) errors[fieldError.field] ??= inOurWords(fieldError, values);
  const fields = Object.keys(errors);
  const summary = `Not saved: check ${labelList(fields)}`;
  errors.root = { serverError: summary };
  return new HttpError(summary, error.status, { ...(error.body as object), errors });
}
