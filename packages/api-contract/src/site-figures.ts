import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/public.js';

/** GET /api/site-figures (see the schema). */
/**
 * GET /api/site-figures: the marketing figures the product can compute, counted from its own tables. Aggregate
 * counts only, never a row. The site shows a figure only when it is above zero.
 */
export type SiteFiguresResponse = Static<typeof S.SiteFiguresResponseSchema>;

/** How long the API and browsers may reuse one set of figures. */
export const SITE_FIGURES_MAX_AGE_SECONDS = 300;
