import type { ReactNode } from 'react';

export interface SectionProps {
  title?: ReactNode;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** 'muted' gives a soft grey band to separate consecutive sections. */
  tone?: 'plain' | 'muted' | 'brand';
  /** Heading level of the title; sections under a PageHero use h2 (the default). */
  headingLevel?: 'h2' | 'h3';
  /** For in-page links (#id). */
  id?: string;
  children: ReactNode;
}

/**
 * A full-width band of the page with an optional centred title and intro, content in a readable container.
 * Styled by class (section-styles.ts): most pages are made of these, and they never change once rendered.
 */
export function Section({ title, intro, tone = 'plain', headingLevel: Heading = 'h2', id, children }: SectionProps) {
  return (
    <section id={id} className={tone === 'plain' ? 'page-section' : `page-section page-section--${tone}`}>
      <div className="page-container page-section__inner">
        {title ? (
          <div className="page-section__header">
            <Heading className="page-section__title">{title}</Heading>
            {intro ? <p className="page-section__intro">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
