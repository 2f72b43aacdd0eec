import { pageMeta } from '../app/seo';
import { servicePageMeta } from '../content/services';
import ServicePage from '../features/services/pages/ServicePage';

// One module per service page so each is prerendered and code-split on its own.
const slug = 'home-assessments';

export const meta = () => pageMeta({ ...servicePageMeta(slug), path: `/services/${slug}` });

export default function HomeAssessmentsServiceRoute() {
  return <ServicePage slug={slug} />;
}
