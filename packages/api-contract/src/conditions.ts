/** The eight conditions a family can ask for help with (spec section 3). Values are stored and sent as-is. */
export const CONDITIONS = [
  'stroke-recovery',
  'falls-prevention',
  'neurological',
  'post-operative',
  'respiratory',
  'musculoskeletal',
  'elderly-rehab',
  'hospital-discharge',
] as const;

export type Condition = (typeof CONDITIONS)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  'stroke-recovery': 'Stroke Recovery',
  'falls-prevention': 'Falls Prevention',
  neurological: "Neurological (Parkinson's, MS)",
  'post-operative': 'Post-Operation',
  respiratory: 'Respiratory',
  musculoskeletal: 'Musculoskeletal (back or joint pain)',
  'elderly-rehab': 'Elderly Rehab',
  'hospital-discharge': 'Hospital Discharge',
};

export function isCondition(value: unknown): value is Condition {
  return typeof value === 'string' && (CONDITIONS as readonly string[]).includes(value);
}

/** Specialty badge text as the results card shows it: hyphens become spaces, words title-cased. */
export function specialtyBadgeText(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word ? word[0].toUpperCase() + word.slice(1) : word))
    .join(' ');
}
