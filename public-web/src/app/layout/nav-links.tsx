import { NavLink } from 'react-router';
import { MAIN_NAV } from '../site';

/** The mobile drawer's id, which the header's menu button names in aria-controls. */
export const MOBILE_NAV_ID = 'mobile-navigation';

export interface NavLinksProps {
  /** Called after a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  direction: 'row' | 'column';
}

/**
 * The six main links; the current page is marked with aria-current and highlighted. Styled by class
 * (`.nav-link` in layout-styles.ts): they are in the header of every page.
 */
export function NavLinks({ onNavigate, direction }: NavLinksProps) {
  return (
    <>
      {MAIN_NAV.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          className={direction === 'column' ? 'nav-link nav-link--column' : 'nav-link'}
        >
          {item.label}
        </NavLink>
      ))}
    </>
  );
}
