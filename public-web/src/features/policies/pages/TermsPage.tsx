import { pageMeta } from '../../../app/seo';
import { TERMS_OF_SERVICE } from '../../../content/policies';
import { PolicyDocumentView } from '../components/PolicyDocumentView';

export const meta = () => pageMeta({ ...TERMS_OF_SERVICE.meta, path: '/terms' });

export default function TermsPage() {
  return <PolicyDocumentView document={TERMS_OF_SERVICE} />;
}
