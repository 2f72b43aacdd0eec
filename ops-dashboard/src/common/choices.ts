import {
  CONDITIONS,
  CONDITION_LABELS,
  CONSULTATION_SUBJECT,
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_LABELS,
  DBS_LEVELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  OPS_REQUEST_STATUSES,
  OPS_ROLES,
  OPS_ROLE_LABELS,
  URGENCIES,
  URGENCY_LABELS,
  type DbsLevel,
  type OpsRequestStatus,
} from '@physio/api-contract';

/** Choices for react-admin's select inputs, from the contract's values and labels. */
const choicesOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((id) => ({ id, name: labels[id] }));

export const REQUEST_STATUS_LABELS: Record<OpsRequestStatus, string> = {
  unconfirmed: 'Phone only: call to confirm',
  pending: 'Waiting for matching',
  matched: 'Matched',
  unmatched: 'No match',
  contacted: 'Contacted',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/**
 * A request's status in words. An unconfirmed request outside the queue (found by its reference) has no phone to
 * call: the family has not confirmed their email, or left no contact details at all.
 */
export function requestStatusLabel(row: { status: OpsRequestStatus; awaits_call?: boolean }): string {
  if (row.status === 'unconfirmed' && row.awaits_call === false) return 'Not confirmed by the family';
  return REQUEST_STATUS_LABELS[row.status];
}

export const DBS_LEVEL_LABELS: Record<DbsLevel, string> = {
  basic: 'Basic',
  standard: 'Standard',
  enhanced: 'Enhanced',
};

export const CONDITION_CHOICES = choicesOf(CONDITIONS, CONDITION_LABELS);
export const URGENCY_CHOICES = choicesOf(URGENCIES, URGENCY_LABELS);
export const REQUEST_STATUS_CHOICES = choicesOf(OPS_REQUEST_STATUSES, REQUEST_STATUS_LABELS);
export const DBS_LEVEL_CHOICES = choicesOf(DBS_LEVELS, DBS_LEVEL_LABELS);
export const ENQUIRY_STATUS_CHOICES = choicesOf(ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS);
export const ROLE_CHOICES = choicesOf(OPS_ROLES, OPS_ROLE_LABELS);
export const SUBJECT_CHOICES = [
  ...choicesOf(CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS),
  { id: CONSULTATION_SUBJECT, name: 'Free consultation request' },
];

/**
 * A yes/no list filter as a select with an empty "any" choice. Not a tick box: react-admin merges the filter form into
 * the current filters, so a box unticked to mean "no filter" would leave the filter on, and unticked as `false` would
 * mean "only those without".
 */
export const YES_NO_CHOICES = [
  { id: true, name: 'Yes' },
  { id: false, name: 'No' },
];

/** A subject as coordinators read it: the contact form's label, or the stored text when it is not one of them. */
export function subjectLabel(subject: string): string {
  return SUBJECT_CHOICES.find((choice) => choice.id === subject)?.name ?? subject;
}

export function conditionLabel(condition: string): string {
  return (CONDITION_LABELS as Record<string, string>)[condition] ?? condition;
}
