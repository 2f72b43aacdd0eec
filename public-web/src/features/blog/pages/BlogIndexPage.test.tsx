import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLES, ARTICLE_SLUGS, articleWordCount, MEDICAL_REVIEW_LINE } from '../../../content/articles';
import { system } from '../../../theme';
import ArticlePage from './ArticlePage';
import BlogIndexPage from './BlogIndexPage';

afterEach(cleanup);

function renderPage(page: ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>{page}</MemoryRouter>
    </ChakraProvider>,
  );
}

describe('blog index', () => {
  it('shows featured and all articles, and the category buttons really filter', async () => {
    renderPage(<BlogIndexPage />);
    expect(screen.getByText('Showing all 12 articles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured articles' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Falls Prevention' }));

    expect(screen.getByRole('button', { name: 'Falls Prevention' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 1 article in Falls Prevention')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Featured articles' })).not.toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([ARTICLES['falls-prevention'].title]);

    await userEvent.click(screen.getByRole('button', { name: 'All Articles' }));
    expect(screen.getByText('Showing all 12 articles')).toBeInTheDocument();
  });

  it('links every card to an article route, each article once', () => {
    renderPage(<BlogIndexPage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const slug of ARTICLE_SLUGS)
      expect(
        hrefs.filter((href) => href === `/blog/${slug}`),
        slug,
      ).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
  });

  it('shows each card a read time worked out from the article words, at about 200 a minute', () => {
    renderPage(<BlogIndexPage />);
    for (const slug of ARTICLE_SLUGS) {
      const card = screen.getByRole('link', { name: ARTICLES[slug].title }).closest('article') as HTMLElement;
      const minutes = Math.ceil(articleWordCount(ARTICLES[slug]) / 200);
      expect(within(card).getByText(`${minutes} min read`), slug).toBeInTheDocument();
    }
  });
});

describe('article page', () => {
  it('has one h1, the medical review line, a back link and two related articles', () => {
    renderPage(<ArticlePage slug="chronic-conditions" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(MEDICAL_REVIEW_LINE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to guidance/i })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Find Specialist Support' })).toHaveAttribute('href', '/finder');
    expect(screen.getByRole('link', { name: 'Get Expert Advice' })).toHaveAttribute('href', '/contact');
    const related = screen.getByRole('heading', { level: 2, name: 'Related articles' }).closest('section');
    expect(related).not.toBeNull();
    const relatedLinks = within(related as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(relatedLinks).toEqual(['/blog/specialist-physiotherapist', '/blog/falls-prevention']);
  });
});

describe('article sources', () => {
  it('lists a rewritten article’s sources under it, each with its address, and names no county', () => {
    renderPage(<ArticlePage slug="home-physiotherapy-exercises" />);
    const sources = screen.getByRole('heading', { level: 2, name: 'Sources' }).closest('section') as HTMLElement;
    const items = within(sources)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain(
      'NHS: Balance exercises. https://www.nhs.uk/live-well/exercise/strength-and-flexibility-exercises/balance-exercises/',
    );
    expect(items.some((item) => item?.startsWith('NICE guideline NG249'))).toBe(true);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Check with your parent’s physiotherapist or GP first' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Surrey|Buckinghamshire/);
  });
});
