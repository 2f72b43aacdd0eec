import { pageMeta } from '../../../app/seo';
import { COOKIE_POLICY } from '../../../content/policies';
import AnalyticsOptOut from '../../analytics/AnalyticsOptOut';
import { PolicyDocumentView } from '../components/PolicyDocumentView';

export const meta = () => pageMeta({ ...COOKIE_POLICY.meta, path: '/cookies' });

export default function CookiesPage() {
  return <PolicyDocumentView document={COOKIE_POLICY} analyticsOptOut={<AnalyticsOptOut />} />;
}
