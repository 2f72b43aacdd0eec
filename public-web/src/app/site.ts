/** Facts about the service shown in several places. */
export const CONTACT_EMAIL = 'hello@homephysiofinder.co.uk';

/** The six header links, in order (spec section 2). */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/finder', label: 'Find a Physio' },
  { to: '/services', label: 'Services' },
  { to: '/team', label: 'Our Team' },
  { to: '/blog', label: 'Guidance' },
  { to: '/contact', label: 'Contact' },
] as const;
