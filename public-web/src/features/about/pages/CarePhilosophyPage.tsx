import { SimpleGrid } from '@chakra-ui/react';
import { pageMeta } from '../../../app/seo';
import { CtaBand, FeatureCard, PageHero, Section } from '../../../components/ui';
import { AwardIcon, HeartIcon, HomeIcon, ShieldIcon, UsersIcon } from '../../../components/ui/icons';
import { CARE_PHILOSOPHY_CONTENT, CARE_PHILOSOPHY_META } from '../../../content/care-philosophy';
import { Prose } from '../components/Prose';

export const meta = () => pageMeta({ ...CARE_PHILOSOPHY_META, path: '/care-philosophy' });

const REASON_ICONS = [UsersIcon, ShieldIcon, HomeIcon, HeartIcon];
const VALUE_ICONS = [AwardIcon, HeartIcon, ShieldIcon, UsersIcon];

/** The care philosophy page of the spec: reasons families choose us, our care approach, the four shared values. */
export default function CarePhilosophyPage() {
  const { hero, reasons, approach, values, callToAction } = CARE_PHILOSOPHY_CONTENT;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section title={reasons.heading} intro={reasons.intro}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {reasons.items.map((item, index) => {
            const Icon = REASON_ICONS[index] ?? HeartIcon;
            return <FeatureCard key={item.title} icon={<Icon />} title={item.title} description={item.description} />;
          })}
        </SimpleGrid>
      </Section>
      <Section title={approach.heading} tone="muted">
        <Prose paragraphs={approach.paragraphs} />
      </Section>
      <Section title={values.heading} intro={values.intro}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {values.items.map((item, index) => {
            const Icon = VALUE_ICONS[index] ?? HeartIcon;
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
