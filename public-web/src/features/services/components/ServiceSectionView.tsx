import { Badge, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ButtonLink, FaqAccordion, FeatureCard, Section } from '../../../components/ui';
import type { ServiceSection } from '../../../content/services';
import { CardList, CheckList, NumberedSteps } from './ContentBlocks';

/** One block of a service page; every service page is a list of these, so all six share one layout. */
export function ServiceSectionView({ section, tone }: { section: ServiceSection; tone: 'plain' | 'muted' | 'brand' }) {
  const intro = 'intro' in section ? section.intro : undefined;
  return (
    <Section title={section.heading} intro={intro} tone={tone} id={section.id}>
      <SectionBody section={section} />
    </Section>
  );
}

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'statistics':
      return (
        <>
          <SimpleGrid
            as="ul"
            columns={{ base: 1, sm: 2, lg: Math.min(section.items.length, 4) }}
            maxW={section.items.length < 4 ? '3xl' : undefined}
            mx="auto"
            gap={{ base: '4', md: '6' }}
            listStyleType="none"
            m="0"
            p="0"
          >
            {section.items.map((stat) => (
              <Box as="li" key={stat.label}>
                <Card.Root variant="outline" borderRadius="xl" textAlign="center" height="full">
                  <Card.Body gap="2">
                    <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="brand.fg" lineHeight="1">
                      {stat.number}
                    </Text>
                    <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
                      {stat.label}
                    </Text>
                    {stat.source ? (
                      <Text fontSize="xs" color="fg.muted" mt="1" wordBreak="break-word">
                        Source: {stat.source.name}
                        {stat.source.url ? `, ${stat.source.url}` : ''}
                      </Text>
                    ) : null}
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </SimpleGrid>
          {section.note ? (
            <Text mt="4" fontSize="sm" color="fg.muted" textAlign="center">
              {section.note}
            </Text>
          ) : null}
        </>
      );
    case 'cards':
      // Every page's 'cards' block says why care at home helps: a plain list beside the home-visit picture (decorative,
      // the words say it), not a row of boxes.
      return (
        <SimpleGrid columns={{ base: 1, md: 5 }} gap={{ base: '6', md: '10' }} alignItems="center">
          {/* Not on a phone: there it would follow the hero's picture with nothing between them. */}
          <Box
            asChild
            display={{ base: 'none', md: 'block' }}
            gridColumn={{ md: 'span 2' }}
            width="full"
            maxW="26rem"
            height="auto"
            mx="auto"
          >
            <img src="/illustrations/home-visit.svg" alt="" width={480} height={360} loading="lazy" />
          </Box>
          <SimpleGrid
            as="ul"
            gridColumn={{ md: 'span 3' }}
            columns={{ base: 1, sm: 2 }}
            columnGap="10"
            listStyleType="none"
            m="0"
            p="0"
          >
            {section.items.map((card) => (
              <Box as="li" key={card.title} borderTopWidth="3px" borderColor="brand.emphasized" pt="3" pb="6">
                <Heading as="h3" fontSize="lg" lineHeight="short" mb="1">
                  {card.title}
                </Heading>
                <Text color="fg.muted">{card.description}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      );
    case 'list':
      return (
        <Box maxW="4xl" mx="auto">
          <CheckList items={section.items} />
        </Box>
      );
    case 'neurological':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {section.items.map((condition) => (
            <FeatureCard key={condition.name} title={condition.name} description={condition.description}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="1">
                <CardList heading="Common symptoms" items={condition.symptoms} />
                <CardList heading="How physiotherapy helps" items={condition.treatments} />
              </SimpleGrid>
            </FeatureCard>
          ))}
        </SimpleGrid>
      );
    case 'surgeries':
      return (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {section.items.map((surgery) => (
            <FeatureCard
              key={surgery.name}
              title={surgery.name}
              badge={
                <Badge colorPalette="brand" variant="subtle" size="md">
                  Typical recovery: {surgery.timeline}
                </Badge>
              }
              description={surgery.description}
            >
              <CardList heading="Focus" items={surgery.focus} />
            </FeatureCard>
          ))}
        </SimpleGrid>
      );
    case 'phases':
      return (
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {section.items.map((phase) => (
            <Box as="li" key={phase.phase}>
              <FeatureCard
                title={phase.phase}
                badge={
                  <Badge colorPalette="brand" variant="subtle" size="md">
                    {phase.timeframe}
                  </Badge>
                }
              >
                <CardList heading="Goals" items={phase.goals} />
                <CardList heading="Activities" items={phase.activities} />
              </FeatureCard>
            </Box>
          ))}
        </SimpleGrid>
      );
    case 'concerns':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {section.items.map((concern) => (
            <FeatureCard key={concern.concern} title={concern.concern} description={concern.description}>
              <CardList heading="How physiotherapy helps" items={concern.interventions} />
            </FeatureCard>
          ))}
        </SimpleGrid>
      );
    case 'rooms':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {section.items.map((room) => (
            <FeatureCard key={room.room} title={room.room}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <CardList heading="Common risks" items={room.risks} />
                <CardList heading="Practical solutions" items={room.solutions} />
              </SimpleGrid>
            </FeatureCard>
          ))}
        </SimpleGrid>
      );
    case 'equipment':
      return (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {section.items.map((category) => (
            <FeatureCard
              key={category.category}
              title={category.category}
              description={category.purpose}
              bullets={category.items}
            />
          ))}
        </SimpleGrid>
      );
    case 'journey':
      return <NumberedSteps steps={section.items} />;
    case 'faq':
      return (
        <Box maxW="3xl" mx="auto">
          <FaqAccordion items={section.items.map((item, index) => ({ id: `q${index + 1}`, ...item }))} />
        </Box>
      );
    case 'panel':
      // On the brand's tinted band (ServicePage): reassurance set as larger text with an accent rule, not a box.
      return (
        <Box maxW="3xl" mx="auto" borderStartWidth="4px" borderColor="brand.solid" ps={{ base: '5', md: '8' }}>
          <Stack gap="4">
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} fontSize={{ base: 'md', md: 'lg' }}>
                {paragraph}
              </Text>
            ))}
            {section.bullets ? <CheckList items={section.bullets} columns={1} /> : null}
          </Stack>
        </Box>
      );
    case 'links':
      return (
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="center">
          {section.items.map((link, index) => (
            <ButtonLink
              key={link.to}
              to={link.to}
              variant={index === 0 ? 'solid' : 'outline'}
              colorPalette="brand"
              size="lg"
            >
              {link.label}
            </ButtonLink>
          ))}
        </Stack>
      );
  }
}
