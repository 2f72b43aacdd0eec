import type { MetaDescriptor } from 'react-router';

/** The one canonical origin of the site: never www., never a trailing slash. */
export const SITE_ORIGIN = 'https://homephysiofinder.co.uk';
export const SITE_NAME = 'Home Physio Finder';

export type JsonLd = Record<string, unknown>;

export interface PageMetaInput {
  /** The page's own title; the site name is appended unless the title already contains it. */
  title: string;
  description: string;
  /** Path of the page on this site, e.g. '/about'. Query strings and trailing slashes are dropped. */
  path: string;
  keywords?: string | readonly string[];
  jsonLd?: JsonLd;
  ogType?: 'website' | 'article';
}

/** Absolute canonical URL for a site path: one spelling per page, whatever the visitor typed. */
export function canonicalUrl(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${trimmed}`;
}

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Every tag a route needs for search engines and link previews, for a route module's `meta` export:
 * `export const meta = () => pageMeta({ title: 'About us', description: '...', path: '/about' });`
 */
export function pageMeta({
  title,
  description,
  path,
  keywords,
  jsonLd,
  ogType = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const url = canonicalUrl(path);
  const shownTitle = fullTitle(title);
  const keywordText = typeof keywords === 'string' ? keywords : keywords?.join(', ');
  const tags: MetaDescriptor[] = [{ title: shownTitle }, { name: 'description', content: description }];
  if (keywordText) tags.push({ name: 'keywords', content: keywordText });
  tags.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: ogType },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:title', content: shownTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: shownTitle },
    { name: 'twitter:description', content: description },
  );
  if (jsonLd) tags.push({ 'script:ld+json': jsonLd });
  return tags;
}

/**
 * LocalBusiness data for home and contact (spec section 9): price range '££', no telephone field. No areaServed:
 * where we work changes with the physiotherapists' reach (GET /api/coverage/counties), and these pages are prerendered.
 */
export function medicalBusinessJsonLd(description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'MedicalBusiness'],
    '@id': `${SITE_ORIGIN}/#business`,
    name: SITE_NAME,
    url: `${SITE_ORIGIN}/`,
    description,
    priceRange: '££',
    address: { '@type': 'PostalAddress', addressRegion: 'Essex', addressCountry: 'GB' },
  };
}

export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
