import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface TextLinkProps extends Omit<LinkProps, 'asChild' | 'href'> {
  to: string;
}

/** An underlined in-text link to another page of the site. */
export function TextLink({ to, children, ...linkProps }: TextLinkProps) {
  return (
    <Link
      asChild
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="3px"
      fontWeight="medium"
      {...linkProps}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
