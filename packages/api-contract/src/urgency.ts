/** How soon the family needs a first visit (spec section 3). Order matters: it is the matching priority. */
export const URGENCIES = ['urgent', 'soon', 'flexible'] as const;

export type Urgency = (typeof URGENCIES)[number];

export const URGENCY_LABELS: Record<Urgency, string> = {
  urgent: 'Urgent',
  soon: 'Soon',
  flexible: 'Flexible',
};

export const URGENCY_DESCRIPTIONS: Record<Urgency, string> = {
  urgent: 'Within 1 week',
  soon: 'Within 2-4 weeks',
  flexible: 'Flexible timing',
};

export function isUrgency(value: unknown): value is Urgency {
  return typeof value === 'string' && (URGENCIES as readonly string[]).includes(value);
}
