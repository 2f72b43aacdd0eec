/** Small shapes shared by the content modules. Plain data only: no React, no imports. */

/** A link to a page of this site. `to` is always an internal route, e.g. '/finder'. */
export interface ContentLink {
  label: string;
  to: string;
}

/** What each page needs for its title, meta description and keywords. */
export interface ContentMeta {
  title: string;
  description: string;
  keywords: string[];
}

export interface FeatureCard {
  title: string;
  description: string;
}

export interface Statistic {
  number: string;
  label: string;
  /** Where a published figure comes from (named under it as a plain reference). */
  source?: { name: string; url: string | null } | null;
}

export interface JourneyStep {
  title: string;
  description: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** A block of prose with an optional list, used by articles and policies. */
export interface TextSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}
