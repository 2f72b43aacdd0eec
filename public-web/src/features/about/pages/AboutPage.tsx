import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { pageMeta } from '../../../app/seo';
import { ButtonLink, FeatureCard, PageHero, Section, TextLink } from '../../../components/ui';
import {
  ActivityIcon,
  AwardIcon,
  HeartIcon,
  HomeIcon,
  SearchIcon,
  ShieldIcon,
  StarIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { ABOUT_CONTENT, ABOUT_META } from '../../../content/about';
import { Prose } from '../components/Prose';

export const meta = () => pageMeta({ ...ABOUT_META, path: '/about' });

const DIFFERENT_ICONS = [UsersIcon, ShieldIcon, HomeIcon];
const VALUE_ICONS = [HeartIcon, AwardIcon, SearchIcon, ActivityIcon];

export default function AboutPage() {
  const { hero, story, mission, different, values, contact } = ABOUT_CONTENT;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section title={story.heading}>
        <Prose paragraphs={story.paragraphs} />
      </Section>
      <Section title={mission.heading} tone="muted">
        <Prose paragraphs={mission.paragraphs} />
      </Section>
      <Section title={different.heading}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {different.items.map((item, index) => {
            const Icon = DIFFERENT_ICONS[index] ?? StarIcon;
            return <FeatureCard key={item.title} icon={<Icon />} title={item.title} description={item.description} />;
          })}
        </SimpleGrid>
      </Section>
      <Section title={values.heading} tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {values.items.map((item, index) => {
            const Icon = VALUE_ICONS[index] ?? StarIcon;
            return <FeatureCard key={item.title} icon={<Icon />} title={item.title} description={item.description} />;
          })}
        </SimpleGrid>
      </Section>
      <Section title={contact.heading} intro={contact.text}>
        <Box>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
            {contact.buttons.map((button, index) => (
              <ButtonLink
                key={button.to}
                to={button.to}
                colorPalette="brand"
                size="lg"
                variant={index === 0 ? 'solid' : 'outline'}
              >
                {button.label}
              </ButtonLink>
            ))}
          </Stack>
          <Box textAlign="center" mt="6">
            <TextLink to={contact.philosophy.to}>{contact.philosophy.label}</TextLink>
          </Box>
        </Box>
      </Section>
    </>
  );
}
