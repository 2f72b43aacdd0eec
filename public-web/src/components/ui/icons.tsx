import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons (stroke style, 24x24 grid): no icon font and no external requests.
 * Decorative by default (aria-hidden); pass `title` when an icon carries meaning on its own.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  title?: string;
}

function makeIcon(name: string, paths: ReactNode) {
  function IconComponent({ size = 24, title, ...svgProps }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...svgProps}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}

export const MenuIcon = makeIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = makeIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = makeIcon('Check', <path d="M20 6 9 17l-5-5" />);
export const CheckCircleIcon = makeIcon(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const ChevronDownIcon = makeIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ArrowLeftIcon = makeIcon('ArrowLeft', <path d="M19 12H5M12 19l-7-7 7-7" />);
export const ArrowRightIcon = makeIcon('ArrowRight', <path d="M5 12h14M12 5l7 7-7 7" />);
export const MapPinIcon = makeIcon(
  'MapPin',
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const HeartIcon = makeIcon(
  'Heart',
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />,
);
export const ShieldIcon = makeIcon(
  'Shield',
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const StarIcon = makeIcon(
  'Star',
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z" />,
);
export const UsersIcon = makeIcon(
  'Users',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>,
);
export const ClockIcon = makeIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const MailIcon = makeIcon(
  'Mail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
export const PhoneIcon = makeIcon(
  'Phone',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />,
);
export const SearchIcon = makeIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const HomeIcon = makeIcon(
  'Home',
  <>
    <path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
    <path d="M9 22V12h6v10" />
  </>,
);
export const AwardIcon = makeIcon(
  'Award',
  <>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1" />
  </>,
);
export const CalendarIcon = makeIcon(
  'Calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const ExternalLinkIcon = makeIcon(
  'ExternalLink',
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
);
export const InfoIcon = makeIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const ActivityIcon = makeIcon('Activity', <path d="M22 12h-4l-3 9L9 3l-3 9H2" />);
export const ClipboardIcon = makeIcon(
  'Clipboard',
  <>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M9 12h6M9 16h6" />
  </>,
);
export const MessageIcon = makeIcon(
  'Message',
  <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />,
);
