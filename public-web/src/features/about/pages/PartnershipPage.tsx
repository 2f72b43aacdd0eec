import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pageMeta } from '../../../app/seo';
import { ButtonLink, CtaBand, FeatureCard, PageHero, Section, TextLink } from '../../../components/ui';
import { AwardIcon, HeartIcon, ShieldIcon, UsersIcon } from '../../../components/ui/icons';
import { PARTNERSHIP_CONTENT, PARTNERSHIP_META } from '../../../content/partnership';
import { CoveredCountyCards } from '../../coverage/components/CoveredCountyCards';
import { CheckList } from '../../services/components/ContentBlocks';
import { Prose } from '../components/Prose';

export const meta = () => pageMeta({ ...PARTNERSHIP_META, path: '/estuary-partnership' });

const VALUE_ICONS = [AwardIcon, HeartIcon, ShieldIcon, UsersIcon];

export default function PartnershipPage() {
  const { hero, about, benefits, whyItWorks, coverage, expanding, quality, values, callToAction } = PARTNERSHIP_CONTENT;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />

      <Section title={about.heading}>
        <Prose paragraphs={about.paragraphs} />
      </Section>

      <Section title={benefits.heading} tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {benefits.items.map((item) => (
            <FeatureCard key={item.title} title={item.title} description={item.description} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={whyItWorks.heading}>
        <Stack gap="6" maxW="3xl" mx="auto">
          <Prose paragraphs={whyItWorks.paragraphs} />
          <CheckList items={whyItWorks.bullets} columns={1} />
        </Stack>
      </Section>

      <Section title={coverage.heading} intro={coverage.intro} tone="muted">
        <CoveredCountyCards />
        <Text textAlign="center" mt="6">
          <TextLink to={coverage.checkLink.to}>{coverage.checkLink.label}: check your parent’s postcode</TextLink>
        </Text>
        <Box
          mt={{ base: '8', md: '10' }}
          maxW="3xl"
          mx="auto"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.muted"
          borderRadius="xl"
          p={{ base: '5', md: '8' }}
          textAlign="center"
        >
          <Heading as="h3" fontSize="xl" mb="3">
            {expanding.heading}
          </Heading>
          <Text color="fg.muted" mb="5">
            {expanding.text}
          </Text>
          <ButtonLink to={expanding.link.to} colorPalette="brand">
            {expanding.link.label}
          </ButtonLink>
        </Box>
      </Section>

      <Section title={quality.heading}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" maxW="5xl" mx="auto">
          {quality.lists.map((list) => (
            <Box key={list.heading}>
              <Heading as="h3" fontSize="lg" mb="4">
                {list.heading}
              </Heading>
              <CheckList items={list.items} columns={1} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={values.heading} tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {values.items.map((item, index) => {
            const Icon = VALUE_ICONS[index] ?? AwardIcon;
            return <FeatureCard key={item.title} icon={<Icon />} title={item.title} description={item.description} />;
          })}
        </SimpleGrid>
      </Section>

      <CtaBand
        title={callToAction.heading}
        text={callToAction.text}
        primaryLabel={callToAction.primary.label}
        primaryTo={callToAction.primary.to}
        secondaryLabel={callToAction.secondary.label}
        secondaryTo={callToAction.secondary.to}
      />
    </>
  );
}
