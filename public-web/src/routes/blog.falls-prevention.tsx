import { pageMeta } from '../app/seo';
import { articleMeta } from '../content/articles';
import ArticlePage from '../features/blog/pages/ArticlePage';

// One module per article so each is prerendered and code-split on its own.
const slug = 'falls-prevention';

export const meta = () => pageMeta({ ...articleMeta(slug), path: `/blog/${slug}`, ogType: 'article' });

export default function FallsPreventionArticleRoute() {
  return <ArticlePage slug={slug} />;
}
