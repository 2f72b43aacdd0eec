/**
 * GET /api/site-figures: the marketing figures the product can compute, counted from its own tables. Aggregate
 * counts only, never a row. The site shows a figure only when it is above zero.
 */
export interface SiteFiguresResponse {
  /** Active physiotherapists on our books. */
  physiotherapists: number;
  /** Postcode districts the finder answers "yes, we cover you" for. */
  districts_covered: number;
  /** Finder requests that ended with a physiotherapist (automatic or by a coordinator), within the retention period. */
  families_matched: number;
  /** When these counts were taken (they are cached for a few minutes). */
  counted_at: string;
}

/** How long the API and browsers may reuse one set of figures. */
export const SITE_FIGURES_MAX_AGE_SECONDS = 300;
