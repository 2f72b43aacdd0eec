import { Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { MAIN_NAV } from '../site';

/** The mobile drawer's id, which the header's menu button names in aria-controls. */
export const MOBILE_NAV_ID = 'mobile-navigation';

export interface NavLinksProps {
  /** Called after a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  direction: 'row' | 'column';
}

/** The six main links; the current page is marked with aria-current and highlighted. */
export function NavLinks({ onNavigate, direction }: NavLinksProps) {
  return (
    <>
      {MAIN_NAV.map((item) => (
        <Link
          key={item.to}
          asChild
          px="3"
          py="2"
          minH="11"
          display="flex"
          alignItems="center"
          borderRadius="md"
          fontWeight="medium"
          color="fg"
          textDecoration="none"
          width={direction === 'column' ? 'full' : undefined}
          fontSize={direction === 'column' ? 'lg' : 'md'}
          _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
          _currentPage={{ bg: 'brand.muted', color: 'brand.800', fontWeight: 'semibold' }}
        >
          <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </Link>
      ))}
    </>
  );
}
