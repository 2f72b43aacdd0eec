import { pageMeta } from '../../../app/seo';
import { PRIVACY_POLICY } from '../../../content/policies';
import { PolicyDocumentView } from '../components/PolicyDocumentView';

export const meta = () => pageMeta({ ...PRIVACY_POLICY.meta, path: '/privacy' });

export default function PrivacyPage() {
  return <PolicyDocumentView document={PRIVACY_POLICY} />;
}
