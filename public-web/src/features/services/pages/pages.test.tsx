import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SERVICE_SLUGS } from '../../../content/services';
import { system } from '../../../theme';
import AboutPage from '../../about/pages/AboutPage';
import CarePhilosophyPage from '../../about/pages/CarePhilosophyPage';
import PartnershipPage from '../../about/pages/PartnershipPage';
import PrivacyPage from '../../policies/pages/PrivacyPage';
import TermsPage from '../../policies/pages/TermsPage';
import TeamPage from '../../team/pages/TeamPage';
import ServicePage from './ServicePage';
import ServicesPage from './ServicesPage';

/** Heading levels in document order; a page should have one h1 and never skip a level going down. */
function headingLevels(page: ReactNode): number[] {
  const { container, unmount } = render(
    <ChakraProvider value={system}>
      <MemoryRouter>{page}</MemoryRouter>
    </ChakraProvider>,
  );
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
  unmount();
  return levels;
}

const pages: [string, ReactNode][] = [
  ['/services', <ServicesPage />],
  ...SERVICE_SLUGS.map((slug): [string, ReactNode] => [`/services/${slug}`, <ServicePage slug={slug} />]),
  ['/team', <TeamPage />],
  ['/about', <AboutPage />],
  ['/care-philosophy', <CarePhilosophyPage />],
  ['/estuary-partnership', <PartnershipPage />],
  ['/privacy', <PrivacyPage />],
  ['/terms', <TermsPage />],
];

describe('content pages', () => {
  it.each(pages)('%s has one h1 and headings in order', (_path, page) => {
    const levels = headingLevels(page);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
  });
});

describe('care philosophy page', () => {
  it('gives the reasons families choose us, the care approach and the four values, with the finder and contact', () => {
    const { getByRole, getAllByRole, unmount } = render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <CarePhilosophyPage />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(getByRole('heading', { level: 2, name: 'Why families choose us' })).toBeInTheDocument();
    expect(getByRole('heading', { level: 2, name: 'Our care approach' })).toBeInTheDocument();
    const values = getByRole('heading', { level: 2, name: /values we share/ }).closest('section') as HTMLElement;
    const valueTitles = [...values.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(valueTitles).toEqual(['Excellence', 'Compassion', 'Professionalism', 'Family-Centred']);
    const hrefs = getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/finder');
    expect(hrefs).toContain('/contact');
    unmount();
  });
});
