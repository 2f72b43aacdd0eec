/**
 * The one list of the site's pages. routes.ts builds the router from it, react-router.config.ts prerenders the
 * `prerender` entries and writes sitemap.xml from the `sitemap` ones. Plain data only: it is loaded at build time.
 * `file` is relative to src/ (the appDirectory).
 */
export interface SiteRoute {
  /** URL path as visitors see it ('/services/stroke-recovery'); '*' for the catch-all 404 route. */
  path: string;
  file: string;
  /** Written to build/client/<path>/index.html at build time. */
  prerender: boolean;
  /** Listed in sitemap.xml (prerendered, indexable pages). */
  sitemap: boolean;
  /** For the catch-all: the path that is prerendered in its place ('/404'). */
  prerenderAs?: string;
  /** The page calls the API: it is nested in ApiDataLayout, which provides TanStack Query. */
  apiData?: boolean;
}

export const SERVICE_ROUTE_SLUGS = [
  'stroke-recovery',
  'falls-prevention',
  'neurological-conditions',
  'post-operative-care',
  'elderly-support',
  'home-assessments',
] as const;

export const ARTICLE_ROUTE_SLUGS = [
  'home-physiotherapy-options',
  'first-physio-visit',
  'types-of-physiotherapy',
  'helping-between-sessions',
  'falls-prevention',
  'convincing-parent',
  'post-hospital-care',
  'specialist-physiotherapist',
  'physiotherapy-costs',
  'home-physiotherapy-exercises',
  'chronic-conditions',
  'early-intervention',
] as const;

const page = (path: string, file: string): SiteRoute => ({ path, file, prerender: true, sitemap: true });

export const SITE_ROUTES: readonly SiteRoute[] = [
  page('/', 'features/home/pages/HomePage.tsx'),
  { ...page('/finder', 'features/finder/pages/FinderPage.tsx'), apiData: true },
  {
    path: '/results/:id',
    file: 'features/results/pages/ResultsPage.tsx',
    prerender: false,
    sitemap: false,
    apiData: true,
  },
  // The confirmation email's link: prerendered (the site's layout paints at once), never in the sitemap.
  { path: '/confirm', file: 'features/results/pages/ConfirmPage.tsx', prerender: true, sitemap: false, apiData: true },
  page('/services', 'features/services/pages/ServicesPage.tsx'),
  ...SERVICE_ROUTE_SLUGS.map((slug) => page(`/services/${slug}`, `routes/services.${slug}.tsx`)),
  page('/team', 'features/team/pages/TeamPage.tsx'),
  page('/blog', 'features/blog/pages/BlogIndexPage.tsx'),
  ...ARTICLE_ROUTE_SLUGS.map((slug) => page(`/blog/${slug}`, `routes/blog.${slug}.tsx`)),
  { ...page('/contact', 'features/contact/pages/ContactPage.tsx'), apiData: true },
  page('/faq', 'features/faq/pages/FaqPage.tsx'),
  page('/about', 'features/about/pages/AboutPage.tsx'),
  page('/care-philosophy', 'features/about/pages/CarePhilosophyPage.tsx'),
  page('/estuary-partnership', 'features/about/pages/PartnershipPage.tsx'),
  page('/privacy', 'features/policies/pages/PrivacyPage.tsx'),
  page('/terms', 'features/policies/pages/TermsPage.tsx'),
  page('/cookies', 'features/policies/pages/CookiesPage.tsx'),
  // Any unknown path renders the 404 screen; '/404' is prerendered so the server can answer unknown paths with it.
  { path: '*', file: 'app/NotFoundPage.tsx', prerender: true, sitemap: false, prerenderAs: '/404' },
];

/** Paths written as static HTML at build time. */
export function prerenderPaths(): string[] {
  return SITE_ROUTES.filter((route) => route.prerender).map((route) => route.prerenderAs ?? route.path);
}

export function sitemapXml(origin: string): string {
  const urls = SITE_ROUTES.filter((route) => route.sitemap).map(
    (route) => `  <url><loc>${origin}${route.path === '/' ? '/' : route.path}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  // Results pages are private to the family that made the request.
  return `User-agent: *\nAllow: /\nDisallow: /results/\nDisallow: /confirm\n\nSitemap: ${origin}/sitemap.xml\n`;
}
