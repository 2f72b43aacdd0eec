import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pageMeta } from '../../../app/seo';
import { ButtonLink, CtaBand, FeatureCard, PageHero, Section, TextLink } from '../../../components/ui';
import { ActivityIcon, ClipboardIcon, HeartIcon, HomeIcon, ShieldIcon, UsersIcon } from '../../../components/ui/icons';
import { SERVICES_OVERVIEW, SERVICES_OVERVIEW_META, servicePath, type ServiceSlug } from '../../../content/services';

export const meta = () => pageMeta({ ...SERVICES_OVERVIEW_META, path: '/services' });

const SERVICE_ICONS: Record<ServiceSlug, typeof HeartIcon> = {
  'stroke-recovery': ActivityIcon,
  'falls-prevention': ShieldIcon,
  'neurological-conditions': HeartIcon,
  'post-operative-care': ClipboardIcon,
  'elderly-support': UsersIcon,
  'home-assessments': HomeIcon,
};

export default function ServicesPage() {
  const { hero, cards, whyHomePhysio, partner, closing } = SERVICES_OVERVIEW;
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title={hero.title}
        subtitle={hero.intro}
        actions={
          <ButtonLink to={hero.cta.to} colorPalette="brand" size="lg">
            {hero.cta.label}
          </ButtonLink>
        }
      />
      <Section title={SERVICES_OVERVIEW.servicesHeading} intro={SERVICES_OVERVIEW.servicesIntro}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {cards.map((card) => {
            const Icon = SERVICE_ICONS[card.slug];
            return (
              <FeatureCard
                key={card.slug}
                icon={<Icon />}
                title={card.title}
                description={card.description}
                bullets={card.features}
                footer={<TextLink to={servicePath(card.slug)}>More about {card.title.toLowerCase()}</TextLink>}
              />
            );
          })}
        </SimpleGrid>
      </Section>
      <Section title={whyHomePhysio.heading} intro={whyHomePhysio.intro} tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {whyHomePhysio.reasons.map((reason) => (
            <FeatureCard key={reason.title} title={reason.title} description={reason.description} />
          ))}
        </SimpleGrid>
      </Section>
      <Section title={partner.heading}>
        <Box maxW="3xl" mx="auto" textAlign="center">
          <Stack gap="4" align="center">
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {partner.text}
            </Text>
            <TextLink to={partner.link.to}>{partner.link.label}</TextLink>
          </Stack>
        </Box>
      </Section>
      <CtaBand
        title={closing.heading}
        text={closing.text}
        primaryLabel={closing.primary.label}
        primaryTo={closing.primary.to}
        secondaryLabel={closing.secondary.label}
        secondaryTo={closing.secondary.to}
      />
    </>
  );
}
