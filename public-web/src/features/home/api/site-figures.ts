import type { SiteFiguresResponse } from '@physio/api-contract';
import { groupDigits } from '../../../app/format';
import { apiRequest } from '../../../app/http';

/** The counts behind the home page's figures (a plain request: the home page does not load TanStack Query). */
export function fetchSiteFigures(): Promise<SiteFiguresResponse> {
  return apiRequest<SiteFiguresResponse>('/api/site-figures');
}

export interface ShownFigure {
  number: string;
  label: string;
}

/** The counted figures worth showing: a count of zero tells a family nothing, so it is left out. */
export function countedFigures(figures: SiteFiguresResponse): ShownFigure[] {
  const shown: [number, string, string][] = [
    [figures.physiotherapists, 'physiotherapist on our books', 'physiotherapists on our books'],
    [figures.districts_covered, 'postcode district covered', 'postcode districts covered'],
    [figures.families_matched, 'family matched', 'families matched'],
  ];
  return shown
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => ({ number: groupDigits(count), label: count === 1 ? one : many }));
}

/** What shows while the counts load: the same items, so nothing moves when they arrive. */
export const LOADING_FIGURES: ShownFigure[] = [
  { number: '', label: 'physiotherapists on our books' },
  { number: '', label: 'postcode districts covered' },
  { number: '', label: 'families matched' },
];
