import { Box, Button, Container, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { pageMeta } from '../../../app/seo';
import { ButtonLink, PageHero, Section } from '../../../components/ui';
import { ARTICLES_BY_DATE, BLOG_FILTERS, type BlogFilter } from '../../../content/articles';
import { ArticleCard } from '../components/ArticleCard';

export const meta = () =>
  pageMeta({
    title: 'Guidance for Families',
    description:
      'Practical, medically reviewed guidance for families arranging physiotherapy for an elderly parent: NHS and private options, first visits, falls prevention, costs and more.',
    path: '/blog',
    keywords: [
      'home physiotherapy guidance',
      'elderly parent care advice',
      'falls prevention guide',
      'physiotherapy costs',
    ],
  });

const ALL: BlogFilter = 'All Articles';

export default function BlogIndexPage() {
  const [filter, setFilter] = useState<BlogFilter>(ALL);
  const featured = ARTICLES_BY_DATE.filter((article) => article.featured);
  const matching =
    filter === ALL ? ARTICLES_BY_DATE : ARTICLES_BY_DATE.filter((article) => article.category === filter);
  // Under the featured grid, the rest: each article is listed once (on a phone the two grids are one long column).
  const listed = filter === ALL ? matching.filter((article) => !article.featured) : matching;

  return (
    <>
      <PageHero
        eyebrow="Guidance"
        title="Guidance for families"
        subtitle="Clear, practical advice on arranging physiotherapy for an elderly parent, written for sons, daughters and other family members and reviewed by a chartered physiotherapist."
      />

      <Box as="section" pt={{ base: '6', md: '10' }}>
        <Container maxW="6xl" px={{ base: '4', md: '6' }}>
          <Box as="nav" aria-label="Article categories">
            <Wrap gap="2" justify="center">
              {BLOG_FILTERS.map((option) => (
                <Button
                  key={option}
                  size="sm"
                  borderRadius="full"
                  colorPalette="brand"
                  variant={option === filter ? 'solid' : 'outline'}
                  aria-pressed={option === filter}
                  onClick={() => setFilter(option)}
                >
                  {option}
                </Button>
              ))}
            </Wrap>
          </Box>
          <Text mt="4" textAlign="center" color="fg.muted" fontSize="sm" aria-live="polite">
            {filter === ALL
              ? `Showing all ${ARTICLES_BY_DATE.length} articles`
              : `Showing ${matching.length} ${matching.length === 1 ? 'article' : 'articles'} in ${filter}`}
          </Text>
        </Container>
      </Box>

      {filter === ALL ? (
        <Section title="Featured articles">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
            {featured.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      <Section title={filter === ALL ? 'More articles' : filter} tone={filter === ALL ? 'muted' : 'plain'}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {listed.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Need more help?" intro="If your question isn’t answered here, we are happy to help.">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="center">
          <ButtonLink to="/finder" colorPalette="brand" size="lg">
            Find a Physiotherapist
          </ButtonLink>
          <ButtonLink to="/services" variant="outline" colorPalette="brand" size="lg">
            Explore Our Services
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline" colorPalette="brand" size="lg">
            Contact Our Team
          </ButtonLink>
        </Stack>
      </Section>
    </>
  );
}
