import { ButtonLink, CtaBand, PageHero } from '../../../components/ui';
import { SERVICE_PAGES, type ServiceSlug } from '../../../content/services';
import { ServiceSectionView } from '../components/ServiceSectionView';

/** The spot illustration of each of the four kinds of care (public/illustrations); the other pages have none. */
const SERVICE_ART: Partial<Record<ServiceSlug, string>> = {
  'stroke-recovery': '/illustrations/service-stroke-recovery.svg',
  'falls-prevention': '/illustrations/service-falls-prevention.svg',
  'neurological-conditions': '/illustrations/service-neurological-care.svg',
  'post-operative-care': '/illustrations/service-post-operative.svg',
};

/**
 * One layout for all six service pages: hero, the page's content blocks in order, then the dark call to action.
 * The blocks alternate kinds of band (picture beside a list, plain lists, a timeline, a note on the brand's tint).
 */
export default function ServicePage({ slug }: { slug: ServiceSlug }) {
  const page = SERVICE_PAGES[slug];
  const { callToAction } = page;
  const art = SERVICE_ART[slug];
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.intro}
        // The picture illustrates the heading beside it: decorative, so it has an empty alt.
        illustration={art ? { src: art, alt: '', width: 160, height: 120 } : undefined}
        actions={
          <>
            <ButtonLink to={callToAction.primary.to} colorPalette="brand" size="lg">
              {callToAction.primary.label}
            </ButtonLink>
            <ButtonLink to="/services" variant="outline" colorPalette="brand" size="lg">
              All Services
            </ButtonLink>
          </>
        }
      />
      {page.sections.map((section, index) => (
        <ServiceSectionView
          key={section.id}
          section={section}
          tone={section.kind === 'panel' ? 'brand' : index % 2 === 0 ? 'plain' : 'muted'}
        />
      ))}
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
