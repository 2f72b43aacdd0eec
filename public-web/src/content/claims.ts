/**
 * Every figure, rating and testimonial the site might show that the product cannot count itself, with its source.
 *
 * A claim is shown only when `source` says where it comes from (a survey we ran, a review site, a published study),
 * so that a family could check it. None of the business's own claims has a source yet, so none of them is shown:
 * give one a source here and it appears where it is used. Figures the product can count (physiotherapists,
 * districts covered, families matched) are not here: the home page reads them from GET /api/site-figures.
 */

export interface ClaimSource {
  /** What the figure comes from, as a reader would cite it: 'NHS: Falls', 'Our family survey, 2027 (n = 112)'. */
  name: string;
  /** Where to check it, shown as plain text (no request is made to it). */
  url: string | null;
  /** When someone last checked that the source says this (yyyy-mm-dd). */
  checkedOn: string;
}

export interface Claim {
  /** The figure as shown, e.g. '4.9/5'. */
  number: string;
  label: string;
  source: ClaimSource | null;
}

export interface Testimonial {
  quote: string;
  /** Who said it, as they agreed to be named. */
  attribution: string;
  /** Where the family's words and their consent to publish are recorded. */
  source: ClaimSource | null;
}

/** Marketing claims of the old site. No source has been found for any of them, so none is shown. */
export const BUSINESS_CLAIMS = {
  familiesHelped: { number: '200+', label: 'Families helped', source: null },
  satisfaction: { number: '4.9/5', label: 'Family satisfaction', source: null },
  fiveStarReviews: { number: '5-Star', label: 'Reviews', source: null },
  confidenceImprovement: {
    number: '85%',
    label: 'of people report more confidence after a falls programme',
    source: null,
  },
} satisfies Record<string, Claim>;

/** Published facts about falls, used on the falls prevention page. */
export const FALLS_FACTS = {
  oneInThree: {
    number: '1 in 3',
    label: 'adults over 65 who live at home have at least one fall a year',
    source: { name: 'NHS: Falls', url: 'https://www.nhs.uk/conditions/falls/', checkedOn: '2026-11-23' },
  },
  halfAtHome: { number: '50%', label: 'of falls happen at home', source: null },
  fewerFalls: {
    number: 'About 1 in 4',
    label: 'fewer falls among older people who do regular exercise programmes, mostly balance and strength work',
    source: {
      name: 'Cochrane review: Exercise for preventing falls in older people living in the community (2019)',
      url: 'https://www.cochranelibrary.com/cdsr/doi/10.1002/14651858.CD012424.pub2/full',
      checkedOn: '2026-11-23',
    },
  },
  confidence: BUSINESS_CLAIMS.confidenceImprovement,
} satisfies Record<string, Claim>;

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'After Mum’s fall we had no idea where to start. Within two days we were matched with a physiotherapist who visits her at home. She’s steadier on her feet, and far more confident getting around the house.',
    attribution: 'A daughter in Leigh-on-Sea, on falls prevention for her mother',
    source: null,
  },
];

/** Only what a family could check: the claims with a source. */
export function sourced<T extends { source: ClaimSource | null }>(claims: readonly T[]): T[] {
  return claims.filter((claim) => claim.source !== null);
}
