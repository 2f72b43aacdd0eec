import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild'> {
  /** An internal path such as '/finder'. */
  to: string;
}

/** A link that looks like a button: navigation stays a real <a> for keyboards, crawlers and new tabs. */
export function ButtonLink({ to, children, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
