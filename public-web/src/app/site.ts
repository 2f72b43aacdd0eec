import { SITE_CONFIG, type SiteConfig } from '../site-config';
import { known } from '../site-config-check';

/**
 * Facts about the service shown in several places. The business's details come from site-config.ts; one not given
 * yet is null here, and the pages leave it out (never "[placeholder: …]" in front of a visitor).
 */
export const CONTACT_EMAIL: string | null = known(SITE_CONFIG.contactEmail);
export const CONTACT_PHONE: string | null = known(SITE_CONFIG.phone);

/** The one reply promise, worded in the contract so the emails say it the same way. */
export {
  MATCHING_PROMISE,
  REPLY_PROMISE,
  REPLY_WITHIN,
  URGENT_VISIT_PROMISE,
  URGENT_VISIT_WITHIN,
} from '@physio/api-contract';

/**
 * Who the company is, for the footer, the About page and the policies: only what is known. Without the company's name
 * there is no line at all; a missing number or office is left out of it.
 */
export function companyLegalLine(
  config: Pick<
    SiteConfig,
    'tradingName' | 'companyName' | 'companyJurisdiction' | 'companyNumber' | 'registeredOffice'
  >,
): string | null {
  const name = known(config.companyName);
  if (name === null) return null;
  const number = known(config.companyNumber);
  const office = known(config.registeredOffice);
  return (
    `${config.tradingName} is a trading name of ${name}, registered in ${config.companyJurisdiction}` +
    `${number ? ` (company number ${number})` : ''}.${office ? ` Registered office: ${office}.` : ''}`
  );
}

export const COMPANY_LEGAL_LINE = companyLegalLine(SITE_CONFIG);

/** The line under every guidance article: the reviewer by name once known, by their role until then. */
export function medicalReviewLine(reviewer: SiteConfig['clinicalReviewer']): string {
  const name = known(reviewer.name);
  return name
    ? `Medically reviewed by ${name}, ${reviewer.role}`
    : `Medically reviewed by a ${reviewer.role.charAt(0).toLowerCase()}${reviewer.role.slice(1)}`;
}

export const MEDICAL_REVIEW_LINE = medicalReviewLine(SITE_CONFIG.clinicalReviewer);

/** The six header links, in order (spec section 2). */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/finder', label: 'Find a Physio' },
  { to: '/services', label: 'Services' },
  { to: '/team', label: 'Our Team' },
  { to: '/blog', label: 'Guidance' },
  { to: '/contact', label: 'Contact' },
] as const;
