import { Link as RouterLink } from 'react-router';
import { ShieldIcon } from '../../components/ui/icons';
import { DeferredServedAreasText } from '../../features/coverage/components/DeferredServedAreasText';
import { SITE_NAME } from '../seo';
import { COMPANY_LEGAL_LINE, CONTACT_EMAIL, CONTACT_PHONE } from '../site';
import { SiteLogo } from './SiteLogo';

const FOOTER_COLUMNS = [
  {
    title: 'Find help',
    links: [
      { to: '/finder', label: 'Find a Physio' },
      { to: '/services/stroke-recovery', label: 'Stroke recovery' },
      { to: '/services/falls-prevention', label: 'Falls prevention' },
      { to: '/services/neurological-conditions', label: 'Neurological care' },
      { to: '/services/post-operative-care', label: 'Post-operative support' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/blog', label: 'Help centre' },
      { to: '/blog', label: 'Guidance articles' },
      { to: '/faq', label: 'FAQ' },
      { to: '/contact', label: 'Contact us' },
      { to: '/contact', label: 'Book a consultation' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/care-philosophy', label: 'Our care philosophy' },
      { to: '/estuary-partnership', label: 'Estuary partnership' },
      { to: '/privacy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms of service' },
      { to: '/cookies', label: 'Cookie policy' },
    ],
  },
] as const;

/** Plain elements styled by class (see layout-styles.ts): the footer is on every page and never changes. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="page-container site-footer__inner">
        <div className="site-footer__grid">
          <div className="site-footer__about">
            <SiteLogo inverted />
            <p>
              Free matching with HCPC-registered physiotherapists who visit your parent at home. You contact and pay the
              physiotherapist directly.
            </p>
            <DeferredServedAreasText fontSize="sm" color="gray.100" />
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <RouterLink className="site-footer__link" to={link.to}>
                      {link.label}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <div className="site-footer__legal">
            <p>
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {COMPANY_LEGAL_LINE ?? `${SITE_NAME}.`}{' '}
              Working in partnership with Estuary Community Physiotherapy.
            </p>
            {CONTACT_EMAIL || CONTACT_PHONE ? (
              <p>
                {CONTACT_EMAIL ? (
                  <a className="site-footer__link" href={`mailto:${CONTACT_EMAIL}`}>
                    {CONTACT_EMAIL}
                  </a>
                ) : null}
                {CONTACT_EMAIL && CONTACT_PHONE ? ' · ' : null}
                {CONTACT_PHONE}
              </p>
            ) : null}
            <p>In an emergency call 999. We are a matching service, not an emergency or NHS service.</p>
          </div>
          <p className="site-footer__badges">
            <span className="site-footer__badge">
              <ShieldIcon size={18} />
              <span>Every physiotherapist we introduce is HCPC-registered and has an enhanced DBS check</span>
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
