import { REPLY_PROMISE_HOURS } from '@physio/api-contract';
import { SITE_CONFIG } from '../site-config';

/** Facts about the service shown in several places. The business's details come from site-config.ts. */
export const CONTACT_EMAIL = SITE_CONFIG.contactEmail;
export const CONTACT_PHONE = SITE_CONFIG.phone;

/**
 * The one reply promise, everywhere the site makes it: the coordinators' queue counts down the same hours, every day
 * of the week (REPLY_PROMISE_HOURS in the contract).
 */
export const REPLY_PROMISE = `We reply within ${REPLY_PROMISE_HOURS} hours.`;
export const REPLY_WITHIN = `within ${REPLY_PROMISE_HOURS} hours`;

/** Who the company is, for the footer, the About page and the policies. */
export const COMPANY_LEGAL_LINE =
  `${SITE_CONFIG.tradingName} is a trading name of ${SITE_CONFIG.companyName}, registered in ` +
  `${SITE_CONFIG.companyJurisdiction} (company number ${SITE_CONFIG.companyNumber}). Registered office: ` +
  `${SITE_CONFIG.registeredOffice}.`;

/** The line under every guidance article. */
export const MEDICAL_REVIEW_LINE = `Medically reviewed by ${SITE_CONFIG.clinicalReviewer.name}, ${SITE_CONFIG.clinicalReviewer.role}`;

/** The six header links, in order (spec section 2). */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/finder', label: 'Find a Physio' },
  { to: '/services', label: 'Services' },
  { to: '/team', label: 'Our Team' },
  { to: '/blog', label: 'Guidance' },
  { to: '/contact', label: 'Contact' },
] as const;
