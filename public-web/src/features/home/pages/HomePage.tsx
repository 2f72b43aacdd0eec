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

/** The home page: static throughout, so styled by class (home-styles.ts) rather than with Chakra's style props. */
export default function HomePage() {
  return (
    <>
      <div className="page-hero home-hero">
        <div className="page-container page-hero__inner">
          <p className="home-hero__eyebrow">Free matching for families</p>
          <h1 className="home-hero__title">Find a qualified home physiotherapist for your elderly parent</h1>
          <p className="home-hero__lead">
            We match your mum or dad with an HCPC-registered, DBS-checked physiotherapist who visits them at home, for
            stroke recovery, falls prevention, neurological care and support after an operation.
          </p>
          <div className="button-row">
            <ButtonLink to="/finder" size="xl" colorPalette="brand">
              Find a Physiotherapist
            </ButtonLink>
            <ButtonLink to="/services" size="xl" variant="outline" colorPalette="brand">
              {/* The spec's label; the hidden words tell screen readers and search engines where it leads. */}
              Learn More<span className="visually-hidden"> about our services</span>
            </ButtonLink>
          </div>
          <DeferredServedAreasText mt="6" color="fg.muted" />
        </div>
      </div>

      <Section
        title="Trusted by families"
        intro="Every physiotherapist we recommend is checked before we introduce them."
      >
        <dl className="home-stats">
          {STATS.map((stat) => (
            <div key={stat.label} className="home-stats__item">
              <dt className="home-stats__label">{stat.label}</dt>
              <dd className="home-stats__number">{stat.number}</dd>
            </div>
          ))}
        </dl>
        <ul className="home-badges">
          {TRUST_BADGES.map((badge) => (
            <li key={badge.label} className="home-badges__item">
              <div className="home-badges__icon">
                <badge.icon size={20} />
              </div>
              <p className="home-badges__label">{badge.label}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" title="How it works" intro="Three simple steps, and our matching is free.">
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="home-steps__item">
              <div className="home-steps__marker">
                <div className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </div>
                <div className="home-steps__icon">
                  <step.icon />
                </div>
              </div>
              <h3 className="home-steps__title">
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="home-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="home-steps__cta">
          <ButtonLink to="/finder" size="lg" colorPalette="brand">
            Start Your Search
          </ButtonLink>
        </div>
      </Section>

      <Section title="What families say">
        <figure className="home-testimonial">
          <div className="home-testimonial__stars" role="img" aria-label="Rated 5 out of 5">
            {[0, 1, 2, 3, 4].map((star) => (
              <StarIcon key={star} size={20} fill="currentColor" />
            ))}
          </div>
          <blockquote className="home-testimonial__quote">
            “After Mum's fall we had no idea where to start. Within two days we were matched with a physiotherapist who
            visits her at home. She's steadier on her feet, and far more confident getting around the house.”
          </blockquote>
          <figcaption className="home-testimonial__caption">
            <HeartIcon size={18} />
            <span>A daughter in Leigh-on-Sea, on falls prevention for her mother</span>
          </figcaption>
        </figure>
      </Section>

      <CtaBand />
    </>
  );
}
