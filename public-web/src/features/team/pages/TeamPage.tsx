import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { pageMeta } from '../../../app/seo';
import { CtaBand, PageHero, Section } from '../../../components/ui';
import { TEAM_CONTENT, TEAM_META } from '../../../content/team';
import { UsersIcon } from '../../../components/ui/icons';
import { NumberedSteps } from '../../services/components/ContentBlocks';

export const meta = () => pageMeta({ ...TEAM_META, path: '/team' });

export default function TeamPage() {
  const { hero, coordinators, vetting, whyNoList, callToAction } = TEAM_CONTENT;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />

      <Section title={coordinators.heading} intro={coordinators.intro}>
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2 }}
          columnGap="12"
          rowGap="10"
          listStyleType="none"
          m="0"
          p="0"
          maxW="5xl"
          mx="auto"
        >
          {coordinators.members.map((member) => (
            <Flex as="li" key={member.role} gap="5" align="flex-start">
              {member.photo ? (
                // Portraits are files in public/ named in site-config.ts (a neutral silhouette until given).
                <Box asChild width="24" height="24" borderRadius="full" objectFit="cover" flexShrink={0}>
                  <img src={member.photo} alt={member.photoAlt} width={96} height={96} loading="lazy" />
                </Box>
              ) : (
                <Box
                  aria-hidden="true"
                  bg="brand.muted"
                  color="brand.fg"
                  borderRadius="full"
                  width="24"
                  height="24"
                  flexShrink={0}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <UsersIcon size={32} />
                </Box>
              )}
              <Box>
                <Heading as="h3" fontSize="lg">
                  {member.name ?? member.role}
                </Heading>
                {member.name ? (
                  <Text fontWeight="semibold" color="brand.fg" fontSize="sm" mt="1">
                    {member.role}
                  </Text>
                ) : null}
                <Text color="fg.muted" mt="2">
                  {member.bio}
                </Text>
              </Box>
            </Flex>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={vetting.heading} intro={vetting.intro} tone="muted">
        <NumberedSteps steps={vetting.steps} columnsLg={5} />
        <Text mt="8" textAlign="center" maxW="3xl" mx="auto" fontSize={{ base: 'md', md: 'lg' }}>
          {vetting.ongoing}
        </Text>
      </Section>

      <Section title={whyNoList.heading}>
        <Text maxW="3xl" mx="auto" textAlign="center" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {whyNoList.text}
        </Text>
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
