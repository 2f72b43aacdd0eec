import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { REPLY_PROMISE } from '../../app/site';

export interface CtaBandProps {
  title?: ReactNode;
  text?: ReactNode;
  /** Label of the finder button (default 'Find a Physiotherapist'). */
  primaryLabel?: string;
  /** Where the primary button goes (default '/finder'). */
  primaryTo?: string;
  /** Label of the contact button (default 'Contact Us'). */
  secondaryLabel?: string;
  secondaryTo?: string;
}

/**
 * The dark call to action that closes most pages: the finder and the contact page. Styled by class
 * (section-styles.ts); the buttons keep Chakra's button recipe.
 */
export function CtaBand({
  title = 'Ready to find the right physiotherapist?',
  text = `Tell us about your parent in four short steps. Matching is free. ${REPLY_PROMISE}`,
  primaryLabel = 'Find a Physiotherapist',
  primaryTo = '/finder',
  secondaryLabel = 'Contact Us',
  secondaryTo = '/contact',
}: CtaBandProps) {
  return (
    <section className="cta-band">
      <div className="page-container cta-band__inner">
        <h2 className="cta-band__title">{title}</h2>
        {text ? <p className="cta-band__text">{text}</p> : null}
        <div className="button-row">
          <ButtonLink to={primaryTo} size="lg" bg="white" color="brand.900" _hover={{ bg: 'brand.100' }}>
            {primaryLabel}
          </ButtonLink>
          <ButtonLink
            to={secondaryTo}
            size="lg"
            variant="outline"
            color="white"
            borderColor="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            {secondaryLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
