import { describe, expect, it } from 'vitest';
import { ARTICLE_ROUTE_SLUGS, SERVICE_ROUTE_SLUGS, SITE_ROUTES } from '../app/site-routes';
import * as about from './about';
import * as articles from './articles';
import * as carePhilosophy from './care-philosophy';
import * as claims from './claims';
import {
  ARTICLES,
  ARTICLE_SLUGS,
  articleWordCount,
  BLOG_FILTERS,
  MEDICAL_REVIEW_LINE,
  readTimeMinutes,
} from './articles';
import * as faq from './faq';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq';
import * as partnership from './partnership';
import * as policies from './policies';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from './policies';
import * as services from './services';
import { SERVICE_PAGES, SERVICE_SLUGS, type ServiceSection, type ServiceSlug } from './services';
import * as team from './team';
import { MATCHING_PROMISE } from '../app/site';

const ALL_CONTENT = { about, articles, carePhilosophy, claims, faq, partnership, policies, services, team };

/** Every string anywhere in the content modules, with where it was found. */
function allStrings(value: unknown, path = 'content', out: { path: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => allStrings(item, `${path}[${index}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) allStrings(item, `${path}.${key}`, out);
  }
  return out;
}

/** Every `{ label, to }` link anywhere in the content modules. */
function allLinks(value: unknown, path = 'content', out: { path: string; to: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => allLinks(item, `${path}[${index}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.to === 'string') out.push({ path, to: record.to });
    for (const [key, item] of Object.entries(record)) allLinks(item, `${path}.${key}`, out);
  }
  return out;
}

const STATIC_ROUTES = new Set(
  SITE_ROUTES.map((route) => route.path).filter((path) => !path.includes(':') && path !== '*'),
);
const STRINGS = allStrings(ALL_CONTENT);

function wordCount(texts: string[]): number {
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

describe('FAQ', () => {
  const specIds = [
    'how-it-works',
    'cost',
    'coverage-areas',
    'qualifications',
    'specialisations',
    'home-visits',
    'booking-process',
    'what-to-expect',
    'session-frequency',
    'family-involvement',
    'progress-updates',
    'equipment-needed',
    'insurance-coverage',
    'emergency-care',
    'safety-measures',
    'concerns-complaints',
  ];

  it('has the 16 entries of the spec, each id once, in a known category', () => {
    expect(FAQ_ENTRIES).toHaveLength(16);
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(16);
    expect([...FAQ_ENTRIES.map((entry) => entry.id)].sort()).toEqual([...specIds].sort());
    for (const entry of FAQ_ENTRIES) {
      expect(FAQ_CATEGORIES).toContain(entry.category);
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
  });

  it('uses all six categories, so no filter button shows an empty list', () => {
    expect(FAQ_CATEGORIES).toEqual([
      'Getting Started',
      'About Physiotherapists',
      'Booking and Treatment',
      'Family Involvement',
      'Practical Questions',
      'Safety and Support',
    ]);
    for (const category of FAQ_CATEGORIES) expect(FAQ_ENTRIES.some((entry) => entry.category === category)).toBe(true);
  });

  it('tells families the facts they rely on', () => {
    const answer = (id: string) => FAQ_ENTRIES.find((entry) => entry.id === id)?.answer ?? '';
    expect(answer('emergency-care')).toContain('999');
    expect(answer('cost')).toMatch(/free/i);
    expect(answer('cost')).toMatch(/pay the physiotherapist directly/);
    expect(answer('coverage-areas')).toMatch(/postcode in our finder/);
    expect(answer('coverage-areas')).toMatch(/waitlist/);
    expect(answer('qualifications')).toMatch(/HCPC/);
    expect(answer('qualifications')).toMatch(/DBS/);
    expect(answer('how-it-works')).toContain(MATCHING_PROMISE);
    expect(answer('session-frequency')).toMatch(/1-2 times a week/);
  });
});

describe('articles', () => {
  const specTable: Record<string, { date: string; readTime: number }> = {
    'early-intervention': { date: '2025-01-23', readTime: 10 },
    'chronic-conditions': { date: '2025-07-10', readTime: 8 },
    'home-physiotherapy-options': { date: '2025-01-04', readTime: 8 },
    'types-of-physiotherapy': { date: '2025-01-03', readTime: 7 },
    'first-physio-visit': { date: '2025-01-02', readTime: 6 },
    'helping-between-sessions': { date: '2024-12-30', readTime: 8 },
    'falls-prevention': { date: '2024-12-28', readTime: 9 },
    'convincing-parent': { date: '2024-12-26', readTime: 10 },
    'post-hospital-care': { date: '2024-12-24', readTime: 11 },
    'specialist-physiotherapist': { date: '2024-12-22', readTime: 12 },
    'physiotherapy-costs': { date: '2024-12-20', readTime: 13 },
    'home-physiotherapy-exercises': { date: '2024-12-15', readTime: 7 },
  };

  it('has exactly the 12 routed slugs of the spec', () => {
    expect([...ARTICLE_SLUGS].sort()).toEqual(Object.keys(specTable).sort());
    expect([...ARTICLE_SLUGS].sort()).toEqual([...ARTICLE_ROUTE_SLUGS].sort());
    for (const slug of ARTICLE_SLUGS) expect(ARTICLES[slug].slug).toBe(slug);
  });

  it('features 8 of the 12', () => {
    expect(ARTICLE_SLUGS.filter((slug) => ARTICLES[slug].featured)).toHaveLength(8);
  });

  it('gives each article its date from the spec table, and a read time from its words at 200 a minute', () => {
    for (const slug of ARTICLE_SLUGS) {
      expect(ARTICLES[slug].date, slug).toBe(specTable[slug].date);
      expect(ARTICLES[slug].readTimeMinutes, slug).toBe(Math.ceil(articleWordCount(ARTICLES[slug]) / 200));
    }
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(1000)).toBe(5);
  });

  it('files each article under a category that has a filter button, and every button finds something', () => {
    for (const slug of ARTICLE_SLUGS) expect(BLOG_FILTERS.slice(1)).toContain(ARTICLES[slug].category);
    for (const filter of BLOG_FILTERS.slice(1)) {
      expect(
        ARTICLE_SLUGS.some((slug) => ARTICLES[slug].category === filter),
        filter,
      ).toBe(true);
    }
  });

  it('relates each article to two other existing articles', () => {
    for (const slug of ARTICLE_SLUGS) {
      const [first, second] = ARTICLES[slug].related;
      expect(ARTICLE_SLUGS).toContain(first);
      expect(ARTICLE_SLUGS).toContain(second);
      expect(first).not.toBe(second);
      expect([first, second]).not.toContain(slug);
    }
    expect(ARTICLES['chronic-conditions'].related).toEqual(['specialist-physiotherapist', 'falls-prevention']);
  });

  /** Everything a reader reads in an article: summary, headings, paragraphs and bullets. */
  const articleTexts = (slug: (typeof ARTICLE_SLUGS)[number]) => {
    const article = ARTICLES[slug];
    return [
      article.summary,
      ...article.body.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]),
    ];
  };

  // Every article was brought to the depth its title promises (issue 20): the thin ones were 510-670 words.
  it('is at least 850 words of body text each and at most 1,600, with its sources', () => {
    for (const slug of ARTICLE_SLUGS) {
      const words = wordCount(articleTexts(slug));
      expect(words, slug).toBeGreaterThanOrEqual(850);
      expect(words, slug).toBeLessThanOrEqual(1600);
      const sources = ARTICLES[slug].sources ?? [];
      expect(sources.length, slug).toBeGreaterThan(0);
      for (const source of sources) expect(source.url, slug).toMatch(/^https:\/\//);
      expect(new Set(sources.map((source) => source.url)).size, slug).toBe(sources.length);
    }
  });

  it('gives every article that states a figure (a percentage, "1 in 3", "a quarter") a source list', () => {
    const figure =
      /\d+\s?%|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+in\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|\b(?:half|a third|a quarter)\b/i;
    const withFigures = ARTICLE_SLUGS.filter((slug) => articleTexts(slug).some((text) => figure.test(text)));
    expect(withFigures).toContain('falls-prevention');
    for (const slug of withFigures) expect(ARTICLES[slug].sources?.length, slug).toBeGreaterThan(0);
  });

  it('lists every NICE guideline and Cochrane review an article names among its sources', () => {
    for (const slug of ARTICLE_SLUGS) {
      const text = articleTexts(slug).join(' ');
      const sourceNames = (ARTICLES[slug].sources ?? []).map((source) => source.name).join(' | ');
      for (const [code] of text.matchAll(/\bNG\d+\b/g)) expect(sourceNames, `${slug} names ${code}`).toContain(code);
      if (/Cochrane/.test(text)) expect(sourceNames, slug).toContain('Cochrane');
    }
  });

  it('does not say "about half of falls happen at home" or promise results in 6-8 weeks anywhere', () => {
    for (const { path, text } of STRINGS) {
      expect(text, path).not.toMatch(/half of (?:all )?falls/i);
      expect(text, path).not.toMatch(/6-8 weeks/);
    }
  });

  it('names no county in the articles: it points to the postcode check in the finder instead', () => {
    for (const slug of ARTICLE_SLUGS) {
      for (const text of articleTexts(slug)) expect(text, slug).not.toMatch(/Surrey|Buckinghamshire|London, Essex/);
    }
    for (const slug of ARTICLE_SLUGS) {
      for (const section of ARTICLES[slug].body) {
        if (section.paragraphs.some((text) => /areas we cover/.test(text))) {
          expect(
            section.links?.map((link) => link.to),
            `${slug}: ${section.heading}`,
          ).toContain('/finder');
        }
      }
    }
  });

  it('tells families when to call 999 and frames home exercise as "check with your parent’s physiotherapist or GP first"', () => {
    const rewritten = [
      'types-of-physiotherapy',
      'helping-between-sessions',
      'convincing-parent',
      'home-physiotherapy-exercises',
      'chronic-conditions',
      'early-intervention',
    ] as const;
    for (const slug of rewritten) {
      const text = articleTexts(slug).join(' ');
      expect(text, slug).toContain('999');
      expect(text, slug).toContain('111');
      expect(text, slug).toMatch(/GP/);
    }
    const exercises = ARTICLES['home-physiotherapy-exercises'];
    expect(exercises.body[0].heading).toBe('Check with your parent’s physiotherapist or GP first');
  });

  it('carries the buttons, sections and author label the spec describes', () => {
    const chronic = ARTICLES['chronic-conditions'];
    expect(chronic.heroButtons).toEqual([
      { label: 'Find Specialist Support', to: '/finder' },
      { label: 'Get Expert Advice', to: '/contact' },
    ]);
    // The spec's sections, in its order, among the ones added to bring the article to depth.
    const specChronic = ['Arthritis', 'Diabetes', 'Heart and lung conditions', 'Quality of life'];
    expect(chronic.body.map((section) => section.heading).filter((heading) => specChronic.includes(heading))).toEqual(
      specChronic,
    );
    const early = ARTICLES['early-intervention'];
    expect(early.author).toBe('Home Physio Finder team');
    expect(early.heroButtons?.map((button) => button.label)).toEqual(['Find a Physiotherapist', 'Speak to Our Team']);
    const specEarly = [
      'What early intervention means',
      'The risks of waiting',
      'Preventing falls before they happen',
      'The psychological benefits',
      'When to consider it',
    ];
    expect(early.body.map((section) => section.heading).filter((heading) => specEarly.includes(heading))).toEqual(
      specEarly,
    );
    // The reviewer is named from site-config.ts; until the business gives the name, their role stands in.
    expect(MEDICAL_REVIEW_LINE).toBe(
      'Medically reviewed by a chartered physiotherapist and director of Home Physio Finder',
    );
  });
});

describe('services', () => {
  const section = (slug: ServiceSlug, id: string): ServiceSection => {
    const found = SERVICE_PAGES[slug].sections.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`${slug} has no section ${id}`);
    return found;
  };
  const count = (slug: ServiceSlug, id: string) => {
    const found = section(slug, id);
    return 'items' in found ? found.items.length : 0;
  };
  const titles = (slug: ServiceSlug, id: string) => {
    const found = section(slug, id);
    return found.kind === 'journey' ? found.items.map((step) => step.title) : [];
  };

  it('has the six routed service pages', () => {
    expect([...SERVICE_SLUGS]).toEqual([...SERVICE_ROUTE_SLUGS]);
    for (const slug of SERVICE_SLUGS) expect(SERVICE_PAGES[slug].slug).toBe(slug);
  });

  it('shows six overview cards with three features each, one per service page', () => {
    const cards = services.SERVICES_OVERVIEW.cards;
    expect(cards.map((card) => card.slug)).toEqual([...SERVICE_SLUGS]);
    for (const card of cards) expect(card.features).toHaveLength(3);
  });

  it('stroke recovery: 4 benefits, 8 treatment areas, 8 conditions, the 4-step journey', () => {
    expect(count('stroke-recovery', 'benefits')).toBe(4);
    expect(count('stroke-recovery', 'treatment-areas')).toBe(8);
    expect(count('stroke-recovery', 'conditions')).toBe(8);
    expect(titles('stroke-recovery', 'journey')).toEqual([
      'Initial Assessment',
      'Personalised Plan',
      'Active Treatment',
      'Ongoing Support',
    ]);
  });

  it('falls prevention: only sourced statistics, 4 benefits, 8 assessment items, 8 interventions, the journey', () => {
    const stats = section('falls-prevention', 'statistics');
    const items = stats.kind === 'statistics' ? stats.items : [];
    // '50% of falls happen at home' and '85% more confident' have no source, so they are not shown.
    expect(items.map((item) => item.number)).toEqual(['1 in 3', 'About 1 in 4']);
    for (const item of items) expect(item.source?.url).toMatch(/^https:\/\/www\.(nhs\.uk|cochranelibrary\.com)\//);
    expect(count('falls-prevention', 'benefits')).toBe(4);
    expect(count('falls-prevention', 'assessment')).toBe(8);
    expect(count('falls-prevention', 'interventions')).toBe(8);
    expect(titles('falls-prevention', 'journey')).toEqual([
      'Risk Assessment',
      'Safety Plan',
      'Active Training',
      'Maintenance',
    ]);
  });

  it('neurological: the four conditions with symptoms and treatments, 4 benefits, 8 approach items, What to Expect', () => {
    const conditions = section('neurological-conditions', 'conditions');
    const items = conditions.kind === 'neurological' ? conditions.items : [];
    expect(items.map((item) => item.name)).toEqual([
      'Parkinson’s Disease',
      'Multiple Sclerosis',
      'Dementia Care',
      'Motor Neurone Disease',
    ]);
    for (const item of items) {
      expect(item.symptoms.length).toBeGreaterThan(0);
      expect(item.treatments.length).toBeGreaterThan(0);
    }
    expect(count('neurological-conditions', 'benefits')).toBe(4);
    expect(count('neurological-conditions', 'approach')).toBe(8);
    expect(section('neurological-conditions', 'what-to-expect').heading).toBe('What to Expect');
  });

  it('post-operative: 4 surgery types with the spec timelines, 3 phases with the spec timeframes, 4 reasons, monitoring', () => {
    const surgeries = section('post-operative-care', 'surgery-types');
    expect(surgeries.kind === 'surgeries' ? surgeries.items.map((item) => item.timeline) : []).toEqual([
      '6-12 weeks',
      '8-12 weeks',
      '6-16 weeks',
      '4-8 weeks',
    ]);
    const phases = section('post-operative-care', 'recovery-phases');
    expect(phases.kind === 'phases' ? phases.items.map((item) => item.timeframe) : []).toEqual([
      'Days 1-7',
      'Weeks 1-4',
      'Weeks 4-12',
    ]);
    expect(count('post-operative-care', 'why-home')).toBe(4);
    expect(count('post-operative-care', 'monitoring')).toBeGreaterThan(0);
  });

  it('elderly support: 4 approach cards, 4 concerns, 8 quality-of-life items, 4 steps, 3 FAQs, the three links', () => {
    expect(count('elderly-support', 'approach')).toBe(4);
    expect(count('elderly-support', 'concerns')).toBe(4);
    expect(count('elderly-support', 'quality-of-life')).toBe(8);
    expect(count('elderly-support', 'journey')).toBe(4);
    expect(count('elderly-support', 'faq')).toBe(3);
    const links = section('elderly-support', 'next-steps');
    expect(links.kind === 'links' ? links.items.map((link) => link.to) : []).toEqual([
      '/finder',
      '/services/home-assessments',
      '/contact',
    ]);
  });

  it('home assessments: 4 rooms, 4 equipment categories, 4 benefits, the 4-step process, Book Assessment to /finder', () => {
    const rooms = section('home-assessments', 'rooms');
    expect(rooms.kind === 'rooms' ? rooms.items.map((room) => room.room) : []).toEqual([
      'Bathroom',
      'Kitchen',
      'Stairs',
      'Living areas',
    ]);
    expect(count('home-assessments', 'equipment')).toBe(4);
    expect(count('home-assessments', 'benefits')).toBe(4);
    expect(titles('home-assessments', 'process')).toEqual([
      'Initial Consultation',
      'Comprehensive Survey',
      'Detailed Report',
      'Implementation Support',
    ]);
    expect(SERVICE_PAGES['home-assessments'].callToAction.primary).toEqual({ label: 'Book Assessment', to: '/finder' });
  });

  it('gives every service page a title, description and keywords', () => {
    for (const slug of SERVICE_SLUGS) {
      const meta = services.servicePageMeta(slug);
      expect(meta.title).not.toBe('');
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.keywords.length).toBeGreaterThan(0);
    }
  });
});

describe('links', () => {
  it('every internal link in the content goes to a page that exists', () => {
    const links = allLinks(ALL_CONTENT);
    expect(links.length).toBeGreaterThan(50);
    const broken = links.filter((link) => !STATIC_ROUTES.has(link.to));
    expect(broken).toEqual([]);
  });

  it('no text mentions a site path that does not exist (the old /blog/article-4 kind)', () => {
    const mentioned = STRINGS.flatMap(({ path, text }) =>
      [...text.matchAll(/(?:^|\s)(\/(?:blog|services)\/[a-z0-9-]+)/g)].map((match) => ({ path, to: match[1] })),
    );
    expect(mentioned.filter((link) => !STATIC_ROUTES.has(link.to))).toEqual([]);
  });
});

describe('consistency of what we tell families', () => {
  it('says "England and Wales" only in the company legal line and the governing law of the terms', () => {
    const governingLaw = TERMS_OF_SERVICE.sections.find((section) => section.heading === '14. Governing law');
    expect(governingLaw?.paragraphs.join(' ')).toContain('England and Wales');
    // The company's details are not given yet: no line rather than placeholders (companyLegalLine is tested below).
    expect(about.COMPANY_LEGAL_LINE).toBeNull();
    const offenders = STRINGS.filter(
      ({ text }) =>
        text.replaceAll(about.COMPANY_LEGAL_LINE ?? '', '').includes('England and Wales') &&
        !governingLaw?.paragraphs.includes(text),
    );
    expect(offenders).toEqual([]);
  });

  it('never names the counties we work in: where we work comes from the coverage data, or is a link to the check', () => {
    // The articles are being rewritten separately; every other content module is held to this.
    const named = STRINGS.filter(
      ({ path, text }) =>
        !path.startsWith('content.articles') &&
        /London and Essex|London, Essex|Surrey and Buckinghamshire|four counties|across Greater London|(in|across) (London|Essex|Surrey|Buckinghamshire)\b/i.test(
          text,
        ),
    );
    expect(named).toEqual([]);
  });

  it('uses one set of prices: assessment £90-£200, session £100-£180, never £65-£130', () => {
    const prices = STRINGS.flatMap(({ text }) => [...text.matchAll(/£\d+(?:-£\d+)?/g)].map((match) => match[0]));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(['£90-£200', '£100-£180']).toContain(price);
  });

  it('does not name an individual reviewer or hard-code districts we serve', () => {
    for (const { path, text } of STRINGS) {
      expect(text, path).not.toMatch(/Benfleet|Southend/);
    }
  });
});

describe('policies', () => {
  it('privacy: ten sections, the six rights, the retention periods, updated 22 November 2026', () => {
    expect(PRIVACY_POLICY.sections).toHaveLength(10);
    expect(PRIVACY_POLICY.lastUpdated).toBe('22 November 2026');
    const rights = PRIVACY_POLICY.sections.find((section) => section.heading.includes('Your rights'));
    expect(rights?.bullets).toHaveLength(6);
    const retention = PRIVACY_POLICY.sections
      .find((section) => section.heading.includes('How long'))
      ?.bullets?.join(' ');
    expect(retention).toMatch(/2 years/);
    expect(retention).toMatch(/3 years/);
    expect(retention).toMatch(/13 months/);
    expect(retention).toMatch(/one-click/);
    expect(PRIVACY_POLICY.closingLinks.map((link) => link.to)).toEqual(['/contact', '/finder']);
  });

  it('terms: 14 numbered sections, introduction service, 999 for emergencies', () => {
    expect(TERMS_OF_SERVICE.sections.map((section) => Number.parseInt(section.heading, 10))).toEqual(
      Array.from({ length: 14 }, (_, index) => index + 1),
    );
    const text = allStrings(TERMS_OF_SERVICE)
      .map((entry) => entry.text)
      .join(' ');
    expect(text).toMatch(/introduction service/);
    expect(text).toMatch(/pay them directly/);
    expect(text).toContain('999');
  });

  it('cookies: truthful, with the opt-out switch and no consent by continued use', () => {
    const text = allStrings(COOKIE_POLICY)
      .map((entry) => entry.text)
      .join(' ');
    expect(text).not.toMatch(/continued use|continuing to use/i);
    expect(text).toMatch(/no non-essential cookies and no third-party cookies/);
    expect(COOKIE_POLICY.sections.filter((section) => section.showAnalyticsOptOut)).toHaveLength(1);
  });
});
