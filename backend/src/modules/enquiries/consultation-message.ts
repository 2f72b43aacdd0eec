import { CONSULTATION_SUBJECT } from '@physio/api-contract';

/**
 * The consultation dialog (public-web, features/contact/api/contact-api.ts) sends its fields as lines of the
 * message, in this order:
 *   Parent's condition: <text>
 *   Preferred time: <label of the chosen time>
 *   Additional information: <text>          (only when given)
 *   Please contact me to schedule the free 15-minute consultation.
 */
const PREFERRED_TIME_LINE = /^preferred time:[ \t]*(.*?)\s*$/i;
const ADDITIONAL_INFORMATION_LINE = /^additional information:/i;
/** Longer than any label the dialog offers: a longer value is not the dialog's. */
const MAX_PREFERRED_TIME_LENGTH = 100;

/**
 * The preferred time of a consultation request, as the family chose it, or null when the enquiry is not a
 * consultation request or its message carries none. Only lines before "Additional information:" are read:
 * what follows is free text, in which a family may write anything, "Preferred time:" included.
 */
export function preferredTimeFromMessage(subject: string, message: string): string | null {
  if (subject !== CONSULTATION_SUBJECT) return null;
  for (const line of message.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (ADDITIONAL_INFORMATION_LINE.test(trimmed)) return null;
    const match = PREFERRED_TIME_LINE.exec(trimmed);
    if (match) {
      const value = match[1];
      return value && value.length <= MAX_PREFERRED_TIME_LENGTH ? value : null;
    }
  }
  return null;
}
