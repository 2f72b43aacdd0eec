import type { OpsScoreBreakdown } from '@physio/api-contract';

/** A part of the match score (0 to 1) as a whole percentage: 0.8342 reads "83%". */
export const percent = (value: number) => `${Math.round(value * 100)}%`;

export const SCORE_PARTS: { key: keyof Omit<OpsScoreBreakdown, 'total' | 'distance_miles'>; label: string }[] = [
  { key: 'specialty_fit', label: 'Specialty fit' },
  { key: 'proximity', label: 'Proximity' },
  { key: 'capacity', label: 'Places left this week' },
  { key: 'experience', label: 'Experience' },
];

/**
 * A distance to one decimal, rounded as the API rounds the distances in its reasons ("3.1 miles away"): toFixed
 * alone reads 3.05 as "3.0", because 3.05 is stored as 3.04999…
 */
export const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

export const miles = (value: number) => `${oneDecimal(value)} miles`;
