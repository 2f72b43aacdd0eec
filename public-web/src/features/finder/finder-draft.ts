import {
  ADDITIONAL_INFO_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  isCondition,
  isUkPhoneNumber,
  isUrgency,
  type Condition,
  type SubmitFinderRequestBody,
  type Urgency,
} from '@physio/api-contract';
import { groupDigits } from '../../app/format';

export const TOTAL_STEPS = 4;
export type WizardStep = 1 | 2 | 3 | 4;

/** What the family has typed so far. Empty string means "not answered". */
export interface FinderAnswers {
  postcode: string;
  condition: Condition | '';
  urgency: Urgency | '';
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  additionalInfo: string;
  consent: boolean;
}

export interface FinderDraft {
  step: WizardStep;
  answers: FinderAnswers;
}

export const EMPTY_ANSWERS: FinderAnswers = {
  postcode: '',
  condition: '',
  urgency: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  additionalInfo: '',
  consent: false,
};

export type FinderField = keyof FinderAnswers;

/** A validation failure as the family sees it: a short title, a sentence, and the field to fix. */
export interface StepProblem {
  title: string;
  description: string;
  fieldErrors: Partial<Record<FinderField, string>>;
  /** The first field to focus. */
  focus: FinderField;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The API's own rule, from the contract: a number the form accepts is one the server accepts. */
export function isValidUkPhone(value: string): boolean {
  return isUkPhoneNumber(value);
}

export function hasContactDetails(answers: FinderAnswers): boolean {
  return [answers.contactName, answers.contactEmail, answers.contactPhone].some((value) => value.trim() !== '');
}

/**
 * What a field says when its answer is not accepted, whether the wizard's own check or the API refused it. The API's
 * messages name fields as the API does (`contact_phone must be…`): right for developers, not for a family.
 */
export const INVALID_ANSWER_MESSAGES: Record<FinderField, string> = {
  postcode: 'Enter a full UK postcode, for example SW1A 1AA',
  condition: 'Select a condition',
  urgency: 'Select how soon support is needed',
  contactName: `Please keep your name to ${CONTACT_NAME_MAX_LENGTH} characters or fewer`,
  contactEmail: 'Please enter a valid email address',
  contactPhone: 'Please enter a valid UK phone number, for example 07123 456789',
  additionalInfo: `Please keep this to ${groupDigits(ADDITIONAL_INFO_MAX_LENGTH)} characters or fewer`,
  consent: 'Please tick this box so the physiotherapist may contact you, or remove your contact details',
};

/** The rules of one wizard step (spec section 5), or null when the step may be left. */
export function validateStep(step: WizardStep, answers: FinderAnswers): StepProblem | null {
  switch (step) {
    case 1:
      return answers.postcode.trim() === ''
        ? {
            title: 'Postcode required',
            description: "Please enter your parent's postcode to continue.",
            fieldErrors: { postcode: "Enter your parent's postcode" },
            focus: 'postcode',
          }
        : null;
    case 2:
      return answers.condition === ''
        ? {
            title: 'Condition required',
            description: 'Please select the condition that needs treatment.',
            fieldErrors: { condition: INVALID_ANSWER_MESSAGES.condition },
            focus: 'condition',
          }
        : null;
    case 3:
      return answers.urgency === ''
        ? {
            title: 'Urgency required',
            description: 'Please select how urgently support is needed.',
            fieldErrors: { urgency: INVALID_ANSWER_MESSAGES.urgency },
            focus: 'urgency',
          }
        : null;
    case 4:
      return validateContactStep(answers);
  }
}

function validateContactStep(answers: FinderAnswers): StepProblem | null {
  const fieldErrors: Partial<Record<FinderField, string>> = {};
  if (answers.contactName.trim().length > CONTACT_NAME_MAX_LENGTH) {
    fieldErrors.contactName = INVALID_ANSWER_MESSAGES.contactName;
  }
  if (answers.contactEmail.trim() !== '' && !isValidEmail(answers.contactEmail)) {
    fieldErrors.contactEmail = INVALID_ANSWER_MESSAGES.contactEmail;
  }
  if (answers.contactPhone.trim() !== '' && !isValidUkPhone(answers.contactPhone)) {
    fieldErrors.contactPhone = INVALID_ANSWER_MESSAGES.contactPhone;
  }
  if (answers.additionalInfo.length > ADDITIONAL_INFO_MAX_LENGTH) {
    fieldErrors.additionalInfo = INVALID_ANSWER_MESSAGES.additionalInfo;
  }
  if (hasContactDetails(answers) && !answers.consent) {
    fieldErrors.consent = INVALID_ANSWER_MESSAGES.consent;
  }
  const fields = Object.keys(fieldErrors) as FinderField[];
  if (fields.length === 0) return null;
  if (fields.length === 1 && fields[0] === 'consent') {
    return {
      title: 'Consent required',
      description:
        "Your contact details and your parent's health information are only shared with your consent. Tick the box, or clear your contact details to continue without them.",
      fieldErrors,
      focus: 'consent',
    };
  }
  return {
    title: 'Please check your details',
    description: 'Some of the details below need correcting before we can search.',
    fieldErrors,
    focus: fields[0],
  };
}

/** The request body: trimmed values, and only the fields that have one (the API contract). */
export function toSubmitBody(answers: FinderAnswers): SubmitFinderRequestBody {
  if (!answers.condition || !answers.urgency) throw new Error('Condition and urgency are required');
  const body: SubmitFinderRequestBody = {
    postcode: answers.postcode.trim(),
    condition: answers.condition,
    urgency: answers.urgency,
  };
  const name = answers.contactName.trim();
  const email = answers.contactEmail.trim();
  const phone = answers.contactPhone.trim();
  const info = answers.additionalInfo.trim();
  if (name) body.contact_name = name;
  if (email) body.contact_email = email;
  if (phone) body.contact_phone = phone;
  if (info) body.additional_info = info;
  if (name || email || phone) body.consent = answers.consent;
  return body;
}

/** API field names (snake_case) to the wizard's fields, for server-side validation errors. */
export const API_FIELD_TO_ANSWER: Record<string, FinderField> = {
  postcode: 'postcode',
  condition: 'condition',
  urgency: 'urgency',
  contact_name: 'contactName',
  contact_email: 'contactEmail',
  contact_phone: 'contactPhone',
  additional_info: 'additionalInfo',
  consent: 'consent',
};

// ---- Session storage: answers survive a reload, and vanish when the tab closes. ----

const DRAFT_KEY = 'hpf.finder-draft';

export function loadDraft(): FinderDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<FinderDraft>;
    const answers = { ...EMPTY_ANSWERS, ...(parsed.answers ?? {}) };
    const step = [1, 2, 3, 4].includes(Number(parsed.step)) ? (Number(parsed.step) as WizardStep) : 1;
    return {
      step,
      answers: {
        postcode: String(answers.postcode),
        condition: isCondition(answers.condition) ? answers.condition : '',
        urgency: isUrgency(answers.urgency) ? answers.urgency : '',
        contactName: String(answers.contactName),
        contactEmail: String(answers.contactEmail),
        contactPhone: String(answers.contactPhone),
        additionalInfo: String(answers.additionalInfo),
        consent: answers.consent === true,
      },
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: FinderDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, answers just won't survive a reload.
  }
}
