import { Badge, Box, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatLongDate } from '../../../app/format';
import { ButtonLink, CtaBand, Section, TextLink } from '../../../components/ui';
import { ArrowLeftIcon, ArrowRightIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { ARTICLES, MEDICAL_REVIEW_LINE, type ArticleSlug } from '../../../content/articles';
import { ArticleCard } from '../components/ArticleCard';
import { KeepRangesTogether } from '../components/KeepRangesTogether';
import { REPLY_PROMISE } from '../../../app/site';

/** One guidance article: header, summary, body, medical-review line, two related articles, calls to action. */
export default function ArticlePage({ slug }: { slug: ArticleSlug }) {
  const article = ARTICLES[slug];
  return (
    <>
      <Box as="article">
        <Box
          as="header"
          bgGradient="to-b"
          gradientFrom="brand.subtle"
          gradientTo="bg"
          pt={{ base: '6', md: '10' }}
          pb={{ base: '8', md: '12' }}
        >
          <Container maxW="3xl" px={{ base: '4', md: '6' }}>
            <TextLink to="/blog" display="inline-flex" alignItems="center" gap="2">
              <ArrowLeftIcon size={18} />
              Back to Guidance
            </TextLink>
            <Stack gap="4" mt="6">
              <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
                {article.category}
              </Badge>
              <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="short" letterSpacing="tight">
                {article.title}
              </Heading>
              <HStack gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
                <Text as="span" width={{ base: 'full', sm: 'auto' }}>
                  By {article.author}
                </Text>
                <Text as="span" aria-hidden="true" display={{ base: 'none', sm: 'inline' }}>
                  ·
                </Text>
                <time dateTime={article.date}>{formatLongDate(article.date)}</time>
                <Text as="span" aria-hidden="true">
                  ·
                </Text>
                <Text as="span">{article.readTimeMinutes} min read</Text>
              </HStack>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
                {article.summary}
              </Text>
              {article.heroButtons ? (
                <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2">
                  <ButtonLink to={article.heroButtons[0].to} colorPalette="brand" size="lg">
                    {article.heroButtons[0].label}
                  </ButtonLink>
                  <ButtonLink to={article.heroButtons[1].to} variant="outline" colorPalette="brand" size="lg">
                    {article.heroButtons[1].label}
                  </ButtonLink>
                </Stack>
              ) : null}
            </Stack>
          </Container>
        </Box>

        <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
          <Stack gap={{ base: '8', md: '10' }}>
            {article.body.map((section) => (
              <Box as="section" key={section.heading}>
                <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short" mb="4">
                  {section.heading}
                </Heading>
                <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph}>
                      <KeepRangesTogether text={paragraph} />
                    </Text>
                  ))}
                  {section.bullets ? (
                    <List.Root gap="2" ps="6">
                      {section.bullets.map((bullet) => (
                        <List.Item key={bullet}>
                          <KeepRangesTogether text={bullet} />
                        </List.Item>
                      ))}
                    </List.Root>
                  ) : null}
                  {section.links ? (
                    <List.Root variant="plain" gap="2">
                      {section.links.map((link) => (
                        <List.Item key={link.to} alignItems="center" gap="2">
                          <List.Indicator asChild color="brand.fg">
                            <ArrowRightIcon size={18} />
                          </List.Indicator>
                          <TextLink to={link.to}>{link.label}</TextLink>
                        </List.Item>
                      ))}
                    </List.Root>
                  ) : null}
                </Stack>
              </Box>
            ))}
          </Stack>

          {article.sources ? (
            <Box as="section" mt={{ base: '10', md: '12' }} aria-labelledby="article-sources">
              <Heading as="h2" id="article-sources" fontSize="lg" mb="3">
                Sources
              </Heading>
              {/* Plain references a reader can look up: nothing is loaded from them. */}
              <List.Root gap="2" ps="6" fontSize="sm" color="fg.muted">
                {article.sources.map((source) => (
                  <List.Item key={source.url} overflowWrap="anywhere">
                    {source.name}. {source.url}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          ) : null}

          <HStack
            as="aside"
            aria-label="Medical review"
            mt={{ base: '10', md: '12' }}
            gap="3"
            align="flex-start"
            bg="brand.subtle"
            borderRadius="xl"
            p={{ base: '4', md: '5' }}
          >
            <Box color="brand.fg" mt="0.5" flexShrink={0}>
              <CheckCircleIcon size={22} />
            </Box>
            <Box>
              <Text fontWeight="semibold">{MEDICAL_REVIEW_LINE}</Text>
              <Text fontSize="sm" color="fg.muted" mt="1">
                This article is general information, not a substitute for advice from your parent’s own doctor or
                physiotherapist. In an emergency, call 999.
              </Text>
            </Box>
          </HStack>
        </Container>
      </Box>

      <Section title="Related articles" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl" mx="auto">
          {article.related.map((relatedSlug) => (
            <ArticleCard key={relatedSlug} article={ARTICLES[relatedSlug]} />
          ))}
        </SimpleGrid>
      </Section>

      <CtaBand
        title="Ready to find a physiotherapist for your parent?"
        text={`Tell us where your parent lives and what they need. Matching is free. ${REPLY_PROMISE}`}
        primaryLabel="Find a Physiotherapist"
        primaryTo="/finder"
        secondaryLabel="Contact Our Team"
        secondaryTo="/contact"
      />
    </>
  );
}
