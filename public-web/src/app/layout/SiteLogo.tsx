import { Link as RouterLink } from 'react-router';
import { SITE_NAME } from '../seo';

/** The logo linking home: teal mark and dark name in the header, white on the footer's dark band (`inverted`). */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <RouterLink
      to="/"
      aria-label={`${SITE_NAME}, home`}
      className={inverted ? 'site-logo site-logo--inverted' : 'site-logo'}
    >
      <span className="site-logo__mark">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path d="M16 7 7 14v11h6v-6h6v6h6V14z" fill={inverted ? '#173f3b' : '#fff'} />
        </svg>
      </span>
      <span className="site-logo__name">{SITE_NAME}</span>
    </RouterLink>
  );
}
