import type { OpsScoreBreakdown } from '@physio/api-contract';

/** A part of the match score (0 to 1) as a whole percentage: 0.8342 reads "83%". */
export const percent = (value: number) => `${Math.round(value * 100)}%`;

export const SCORE_PARTS: { key: keyof Omit<OpsScoreBreakdown, 'total' | 'distance_miles'>; label: string }[] = [
  { key: 'specialty_fit', label: 'Specialty fit' },
  { key: 'proximity', label: 'Proximity' },
  { key: 'capacity', label: 'Places left this week' },
  { key: 'experience', label: 'Experience' },
];

export const miles = (value: number) => `${value.toFixed(1)} miles`;
