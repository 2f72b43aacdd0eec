import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { medicalBusinessJsonLd, pageMeta } from '../../../app/seo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { CtaBand } from '../../../components/ui/CtaBand';
import { Section } from '../../../components/ui/Section';
import {
  AwardIcon,
  CheckCircleIcon,
  ClipboardIcon,
  HeartIcon,
  MapPinIcon,
  ShieldIcon,
  StarIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { DeferredServedAreasText } from '../../coverage/components/DeferredServedAreasText';

const DESCRIPTION =
  'Find a qualified, HCPC-registered physiotherapist who visits your elderly parent at home. Free matching for families: stroke recovery, falls prevention, neurological and post-operative care.';

export const meta = () =>
  pageMeta({
    title: 'Home Physio Finder: a qualified home physiotherapist for your elderly parent',
    description: DESCRIPTION,
    path: '/',
    keywords: [
      'home physiotherapy',
      'elderly parent physiotherapist',
      'physiotherapist home visits',
      'stroke recovery physio',
      'falls prevention',
      'HCPC registered physiotherapist',
    ],
    jsonLd: medicalBusinessJsonLd(DESCRIPTION),
  });

const STATS = [
  { number: '200+', label: 'Families helped' },
  { number: '15+', label: 'Qualified physiotherapists' },
  { number: '4.9/5', label: 'Family satisfaction' },
  { number: '24-48 hrs', label: 'Urgent response' },
] as const;

const TRUST_BADGES = [
  { label: 'HCPC Registered', icon: ShieldIcon },
  { label: 'CSP Members', icon: AwardIcon },
  { label: 'Fully Insured', icon: CheckCircleIcon },
  { label: '5-Star Reviews', icon: StarIcon },
] as const;

const STEPS = [
  {
    title: "Enter your parent's postcode",
    text: 'We check straight away that one of our physiotherapists can visit them at home.',
    icon: MapPinIcon,
  },
  {
    title: 'Describe their needs',
    text: 'Tell us about their condition and how soon they need support. It takes about two minutes.',
    icon: ClipboardIcon,
  },
  {
    title: 'Get a recommended physio',
    text: 'We match your parent with an HCPC-registered physiotherapist, mostly within 24-48 hours.',
    icon: UsersIcon,
  },
] as const;

export default function HomePage() {
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '12', md: '24' }}>
        <Container maxW="4xl" px={{ base: '4', md: '6' }} textAlign="center">
          <Text color="brand.fg" fontWeight="semibold" mb="3">
            Free matching for families
          </Text>
          <Heading as="h1" fontSize={{ base: '3xl', sm: '4xl', md: '5xl' }} lineHeight="1.15" letterSpacing="tight">
            Find a qualified home physiotherapist for your elderly parent
          </Heading>
          <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" mx="auto">
            We match your mum or dad with an HCPC-registered, DBS-checked physiotherapist who visits them at home, for
            stroke recovery, falls prevention, neurological care and support after an operation.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="8">
            <ButtonLink to="/finder" size="xl" colorPalette="brand">
              Find a Physiotherapist
            </ButtonLink>
            <ButtonLink to="/services" size="xl" variant="outline" colorPalette="brand">
              {/* The spec's label; the hidden words tell screen readers and search engines where it leads. */}
              Learn More<span className="visually-hidden"> about our services</span>
            </ButtonLink>
          </Stack>
          <DeferredServedAreasText mt="6" color="fg.muted" />
        </Container>
      </Box>

      <Section
        title="Trusted by families"
        intro="Every physiotherapist we recommend is checked before we introduce them."
      >
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '4', md: '6' }} mb={{ base: '8', md: '10' }}>
          {STATS.map((stat) => (
            <Flex
              key={stat.label}
              direction="column-reverse"
              align="center"
              justify="center"
              textAlign="center"
              p="4"
              borderRadius="xl"
              bg="bg.muted"
            >
              <Text as="dt" color="fg.muted" fontSize="sm">
                {stat.label}
              </Text>
              <Text as="dd" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg">
                {stat.number}
              </Text>
            </Flex>
          ))}
        </SimpleGrid>
        <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" listStyleType="none">
          {TRUST_BADGES.map((badge) => (
            <Flex
              as="li"
              key={badge.label}
              align="center"
              justify="center"
              gap="2"
              p="3"
              borderWidth="1px"
              borderRadius="full"
            >
              <Box color="brand.fg">
                <badge.icon size={20} />
              </Box>
              <Text fontWeight="medium" fontSize="sm">
                {badge.label}
              </Text>
            </Flex>
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="muted" title="How it works" intro="Three simple steps, and our matching is free.">
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
          {STEPS.map((step, index) => (
            <Box as="li" key={step.title} bg="bg" borderRadius="xl" p="6" borderWidth="1px">
              <Flex align="center" gap="3" mb="3">
                <Flex
                  align="center"
                  justify="center"
                  boxSize="10"
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  fontWeight="bold"
                  flexShrink={0}
                  aria-hidden="true"
                >
                  {index + 1}
                </Flex>
                <Box color="brand.fg">
                  <step.icon />
                </Box>
              </Flex>
              <Heading as="h3" fontSize="lg" mb="2">
                <Box as="span" srOnly>
                  Step {index + 1}:{' '}
                </Box>
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Flex justify="center" mt="10">
          <ButtonLink to="/finder" size="lg" colorPalette="brand">
            Start Your Search
          </ButtonLink>
        </Flex>
      </Section>

      <Section title="What families say">
        <Box
          as="figure"
          maxW="3xl"
          mx="auto"
          bg="brand.subtle"
          borderRadius="2xl"
          p={{ base: '6', md: '10' }}
          textAlign="center"
        >
          <Flex justify="center" gap="1" color="yellow.600" mb="4" role="img" aria-label="Rated 5 out of 5">
            {[0, 1, 2, 3, 4].map((star) => (
              <StarIcon key={star} size={20} fill="currentColor" />
            ))}
          </Flex>
          <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall">
            “After Mum's fall we had no idea where to start. Within two days we were matched with a physiotherapist who
            visits her at home. She's steadier on her feet, and far more confident getting around the house.”
          </Text>
          <Flex as="figcaption" mt="5" justify="center" align="center" gap="2" color="fg.muted">
            <HeartIcon size={18} />
            <span>A daughter in Leigh-on-Sea, on falls prevention for her mother</span>
          </Flex>
        </Box>
      </Section>

      <CtaBand />
    </>
  );
}
