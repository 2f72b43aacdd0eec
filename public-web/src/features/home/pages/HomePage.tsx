import { medicalBusinessJsonLd, pageMeta } from '../../../app/seo';
import { REPLY_PROMISE } from '../../../app/site';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { CtaBand } from '../../../components/ui/CtaBand';
import { Section } from '../../../components/ui/Section';
import { TextLink } from '../../../components/ui/TextLink';
import { Link } from 'react-router';
import { CheckCircleIcon, HeartIcon, ShieldIcon } from '../../../components/ui/icons';
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
] as const;

/** Testimonials are shown only with a record of the family's words and consent (content/claims.ts). */
const SHOWN_TESTIMONIALS = sourced(TESTIMONIALS);

// Each step's picture repeats its words, so it is decorative (empty alt).
const STEPS = [
  {
    title: "Enter your parent's postcode",
    text: 'We check straight away that one of our physiotherapists can visit them at home.',
    art: '/illustrations/step-postcode.svg',
  },
  {
    title: 'Describe their needs',
    text: 'Choose their condition: a stroke, falls, a neurological condition, an operation and more.',
    art: '/illustrations/step-needs.svg',
  },
  {
    title: 'Say how soon',
    text: 'Urgent, in the next few weeks, or whenever suits. The four steps take about two minutes.',
    art: '/illustrations/step-soon.svg',
  },
  {
    title: 'Get a recommended physio',
    text: `Leave your contact details and we recommend an HCPC-registered physiotherapist. ${REPLY_PROMISE}`,
    art: '/illustrations/step-match.svg',
  },
] as const;

/** The four kinds of care named in the hero, each with its page. */
const SERVICES = [
  { title: 'Stroke recovery', to: '/services/stroke-recovery', art: '/illustrations/service-stroke-recovery.svg' },
  { title: 'Falls prevention', to: '/services/falls-prevention', art: '/illustrations/service-falls-prevention.svg' },
  {
    title: 'Neurological care',
    to: '/services/neurological-conditions',
    art: '/illustrations/service-neurological-care.svg',
  },
  {
    title: 'Post-operative support',
    to: '/services/post-operative-care',
    art: '/illustrations/service-post-operative.svg',
  },
] as const;

/**
 * The home page: static throughout, so styled by class (home-styles.ts) rather than with Chakra's style props.
 * Bands of different kinds follow each other (picture beside text, a plain list, pictured steps, a promise, links)
 * rather than rows of identical cards. Pictures are files in public/illustrations: no JavaScript to load them.
 */
export default function HomePage() {
  return (
    <>
      <div className="page-hero home-hero">
        <div className="page-container home-hero__inner">
          <div className="home-hero__text">
            <p className="home-hero__eyebrow">Free matching for families</p>
            <h1 className="home-hero__title">Find a qualified home physiotherapist for your elderly parent</h1>
            <p className="home-hero__lead">
              We match your mum or dad with an HCPC-registered, DBS-checked physiotherapist who visits them at home, for
              stroke recovery, falls prevention, neurological care and support after an operation.
            </p>
            <div className="button-row home-hero__actions">
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
          <img
            className="home-hero__art"
            src="/illustrations/home-visit.svg"
            alt="A physiotherapist in a family's living room, steadying the arm of an older person who walks with a stick"
            width={480}
            height={360}
          />
        </div>
      </div>

      <section className="page-section">
        <div className="page-container page-section__inner home-split">
          <div className="home-split__lead">
            <h2 className="page-section__title">Checked before we introduce them</h2>
            <p className="page-section__intro">
              Our figures are counted from our own records, and what we promise holds for every physiotherapist.
            </p>
            <SiteFigures />
          </div>
          <div>
            <ul className="home-checks">
              {CHECKS.map((check) => (
                <li key={check.title} className="home-checks__item">
                  <div className="home-checks__icon">
                    <check.icon size={24} />
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
          </div>
        </div>
      </section>

      <Section tone="muted" title="How it works" intro="Four short steps, as in our finder, and our matching is free.">
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="home-steps__item">
              <img className="home-steps__art" src={step.art} alt="" width={160} height={120} loading="lazy" />
              <h3 className="home-steps__title">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
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

      <section className="home-promise">
        <div className="page-container home-promise__inner">
          <div className="home-promise__icon">
            <HeartIcon size={28} />
          </div>
          <h2 className="home-promise__title">Matching is free</h2>
          <p className="home-promise__text">
            You arrange visits with the physiotherapist and pay them directly. We never charge families.
          </p>
        </div>
      </section>

      <Section title="What we help with">
        <ul className="home-services">
          {SERVICES.map((service) => (
            <li key={service.to} className="home-services__item">
              <img className="home-services__art" src={service.art} alt="" width={160} height={120} loading="lazy" />
              <Link className="home-services__link" to={service.to}>
                {service.title}
              </Link>
            </li>
          ))}
        </ul>
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
