import { CONTACT_SUBJECTS, PREFERRED_TIMES, type ContactSubject, type PreferredTime } from '@physio/api-contract';
import { isValidEmail, isValidUkPhone } from '../finder/finder-draft';

export type Errors<Field extends string> = Partial<Record<Field, string>>;

export const PRIVACY_REQUIRED = 'You must agree to the privacy policy to continue';

export interface MessageForm {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
  privacy: boolean;
}

export const EMPTY_MESSAGE_FORM: MessageForm = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  privacy: false,
};

/** Contact form rules (spec section 5). */
export function validateMessageForm(form: MessageForm): Errors<keyof MessageForm> {
  const errors: Errors<keyof MessageForm> = {};
  if (!form.name.trim()) errors.name = 'Please enter your name';
  if (!isValidEmail(form.email)) errors.email = 'Please enter a valid email address';
  // Optional, but the API only accepts a UK number: say so on the field rather than failing the send.
  if (form.phone.trim() && !isValidUkPhone(form.phone)) {
    errors.phone = 'Please enter a valid UK phone number, for example 07123 456789';
  }
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(form.subject)) errors.subject = 'Please choose a subject';
  if (!form.message.trim()) errors.message = 'Please enter your message';
  if (!form.privacy) errors.privacy = PRIVACY_REQUIRED;
  return errors;
}

export interface ConsultationForm {
  name: string;
  email: string;
  phone: string;
  parentCondition: string;
  preferredTime: PreferredTime | '';
  additionalInfo: string;
  privacy: boolean;
}

export const EMPTY_CONSULTATION_FORM: ConsultationForm = {
  name: '',
  email: '',
  phone: '',
  parentCondition: '',
  preferredTime: '',
  additionalInfo: '',
  privacy: false,
};

/** Consultation dialog rules: the validation table of spec section 5, with its messages. */
export function validateConsultationForm(form: ConsultationForm): Errors<keyof ConsultationForm> {
  const errors: Errors<keyof ConsultationForm> = {};
  if (form.name.trim().length < 2) errors.name = 'Name must be at least 2 characters';
  if (!isValidEmail(form.email)) errors.email = 'Please enter a valid email address';
  if (form.phone.trim().length < 10 || !isValidUkPhone(form.phone)) errors.phone = 'Please enter a valid phone number';
  if (form.parentCondition.trim().length < 1) errors.parentCondition = "Please tell us about your parent's condition";
  if (!(PREFERRED_TIMES as readonly string[]).includes(form.preferredTime))
    errors.preferredTime = 'Please select a preferred time';
  if (!form.privacy) errors.privacy = PRIVACY_REQUIRED;
  return errors;
}

/** Focus the first field with an error, in form order. */
export function focusFirstError(
  container: HTMLElement | null,
  fieldOrder: readonly string[],
  errors: Record<string, unknown>,
) {
  const first = fieldOrder.find((field) => errors[field]);
  if (!first) return;
  requestAnimationFrame(() => container?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
}
