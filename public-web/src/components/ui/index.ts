export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { CtaBand, type CtaBandProps } from './CtaBand';
export { FaqAccordion, type FaqItem } from './FaqAccordion';
export { FeatureCard, type FeatureCardProps } from './FeatureCard';
export { PageHero, type PageHeroProps } from './PageHero';
export { Section, type SectionProps } from './Section';
export { TextLink, type TextLinkProps } from './TextLink';
