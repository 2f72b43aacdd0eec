import { Box, Button, Container, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { faqPageJsonLd, pageMeta } from '../../../app/seo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { FeatureCard } from '../../../components/ui/FeatureCard';
import { MailIcon, PhoneIcon, SearchIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/PageHero';
import { Section } from '../../../components/ui/Section';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory } from '../../../content/faq';
import { FaqAccordion } from '../../../components/ui/FaqAccordion';
import { servedAreasSentence } from '../../coverage/api/coverage-text';
import { useCoveredCounties } from '../../coverage/api/use-covered-counties';
import { REPLY_PROMISE } from '../../../app/site';

export const meta = () =>
  pageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers for families arranging home physiotherapy for an elderly parent: how matching works, costs, qualifications, booking, safety and what to expect.',
    path: '/faq',
    keywords: ['home physiotherapy FAQ', 'physiotherapist home visit questions', 'elderly physiotherapy costs'],
    jsonLd: faqPageJsonLd(FAQ_ENTRIES),
  });

const ALL = 'All Questions';
type CategoryFilter = typeof ALL | FaqCategory;

const STATS = [
  { number: `${FAQ_ENTRIES.length}`, label: 'Questions answered' },
  { number: '24 hrs', label: 'Reply to your questions' },
  { number: 'Free', label: 'Matching for families' },
  { number: '100%', label: 'of our physiotherapists HCPC-registered' },
] as const;

/** The FAQ, with "Which areas do you cover?" answered from the coverage data once it has arrived. */
function useFaqEntries(): typeof FAQ_ENTRIES {
  const counties = useCoveredCounties();
  if (counties.length === 0) return FAQ_ENTRIES;
  return FAQ_ENTRIES.map((entry) =>
    entry.id === 'coverage-areas' ? { ...entry, answer: `${servedAreasSentence(counties)} ${entry.answer}` } : entry,
  );
}

export default function FaqPage() {
  const [category, setCategory] = useState<CategoryFilter>(ALL);
  const [openIds, setOpenIds] = useState<string[]>([]);
  const entries = useFaqEntries();
  const visible = category === ALL ? entries : entries.filter((entry) => entry.category === category);

  return (
    <>
      <PageHero
        title="Frequently asked questions"
        subtitle="Straight answers about finding a home physiotherapist for your mum or dad."
      />
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <dl className="faq-stats">
          {STATS.map((stat) => (
            <div key={stat.label} className="faq-stats__item">
              <dt className="faq-stats__label">{stat.label}</dt>
              <dd className="faq-stats__number">{stat.number}</dd>
            </div>
          ))}
        </dl>

        <Box as="nav" aria-label="Filter questions by category" mb="6">
          <Wrap gap="2">
            {[ALL, ...FAQ_CATEGORIES].map((option) => {
              const selected = option === category;
              return (
                <Button
                  key={option}
                  size="sm"
                  minH="9"
                  borderRadius="full"
                  colorPalette="brand"
                  variant={selected ? 'solid' : 'outline'}
                  aria-pressed={selected}
                  onClick={() => setCategory(option as CategoryFilter)}
                >
                  {option}
                </Button>
              );
            })}
          </Wrap>
        </Box>
        <Text srOnly aria-live="polite">
          {`Showing ${visible.length} question${visible.length === 1 ? '' : 's'}${category === ALL ? '' : ` in ${category}`}`}
        </Text>
        <Box mb={{ base: '10', md: '16' }}>
          <FaqAccordion
            headingLevel="h2"
            items={visible.map((entry) => ({
              id: entry.id,
              question: entry.question,
              answer: entry.answer,
              category: category === ALL ? entry.category : undefined,
            }))}
            value={openIds}
            onValueChange={setOpenIds}
          />
        </Box>
      </Container>
      <Section tone="muted" title="Still have questions?">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <FeatureCard
            icon={<MailIcon />}
            title="Email Support"
            description={`Write to us about anything at all. ${REPLY_PROMISE}`}
            footer={
              <ButtonLink to="/contact" colorPalette="brand" variant="outline">
                Send a message
              </ButtonLink>
            }
          />
          <FeatureCard
            icon={<PhoneIcon />}
            title="Phone Consultation"
            description="Book a free 15-minute call with our team to talk through your parent's needs."
            footer={
              <ButtonLink to="/contact" colorPalette="brand" variant="outline">
                Book a free call
              </ButtonLink>
            }
          />
          <FeatureCard
            icon={<SearchIcon />}
            title="Start Your Search"
            description="Answer four short questions and we'll match your parent with a physiotherapist."
            footer={
              <ButtonLink to="/finder" colorPalette="brand">
                Find a Physiotherapist
              </ButtonLink>
            }
          />
        </SimpleGrid>
      </Section>
    </>
  );
}
