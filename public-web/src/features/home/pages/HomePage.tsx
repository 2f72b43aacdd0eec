import { medicalBusinessJsonLd, pageMeta } from '../../../app/seo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { CtaBand } from '../../../components/ui/CtaBand';
import { Section } from '../../../components/ui/Section';
import { TextLink } from '../../../components/ui/TextLink';
import {
  CheckCircleIcon,
  ClipboardIcon,
  HeartIcon,
  MapPinIcon,
  ShieldIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { sourced, TESTIMONIALS } from '../../../content/claims';
import { DeferredServedAreasText } from '../../coverage/components/DeferredServedAreasText';
import { SiteFigures } from '../components/SiteFigures';

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

/** What is true of every physiotherapist we introduce: the marks belong to them, not to us. */
const CHECKS = [
  {
    title: 'Every physiotherapist is HCPC-registered',
    text: 'Registration with the Health and Care Professions Council is the legal requirement to practise. We check the register ourselves, and you can too.',
    icon: ShieldIcon,
  },
  {
    title: 'Every physiotherapist has an enhanced DBS check',
    text: 'We see a current certificate before we introduce anyone who will visit your parent alone at home.',
    icon: CheckCircleIcon,
  },
  {
    title: 'Matching is free',
    text: 'You arrange visits with the physiotherapist and pay them directly. We never charge families.',
    icon: HeartIcon,
  },
] as const;

/** Testimonials are shown only with a record of the family's words and consent (content/claims.ts). */
const SHOWN_TESTIMONIALS = sourced(TESTIMONIALS);

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
        title="Checked before we introduce them"
        intro="Our figures are counted from our own records, and what we promise holds for every physiotherapist."
      >
        <SiteFigures />
        <ul className="home-checks">
          {CHECKS.map((check) => (
            <li key={check.title} className="home-checks__item">
              <div className="home-checks__icon">
                <check.icon size={22} />
              </div>
              <div>
                <p className="home-checks__title">{check.title}</p>
                <p className="home-checks__text">{check.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="home-checks__more">
          <TextLink to="/team">How we vet physiotherapists</TextLink>
        </p>
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

      {SHOWN_TESTIMONIALS.length > 0 ? (
        <Section title="What families say">
          {SHOWN_TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.quote} className="home-testimonial">
              <blockquote className="home-testimonial__quote">“{testimonial.quote}”</blockquote>
              <figcaption className="home-testimonial__caption">
                <HeartIcon size={18} />
                <span>{testimonial.attribution}</span>
              </figcaption>
            </figure>
          ))}
        </Section>
      ) : null}

      <CtaBand />
    </>
  );
}
