import { ButtonLink, CtaBand, PageHero } from '../../../components/ui';
import { SERVICE_PAGES, type ServiceSlug } from '../../../content/services';
import { ServiceSectionView } from '../components/ServiceSectionView';

/** One layout for all six service pages: hero, the page's content blocks in order, then the dark call to action. */
export default function ServicePage({ slug }: { slug: ServiceSlug }) {
  const page = SERVICE_PAGES[slug];
  const { callToAction } = page;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.intro}
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
        <ServiceSectionView key={section.id} section={section} tone={index % 2 === 0 ? 'plain' : 'muted'} />
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
