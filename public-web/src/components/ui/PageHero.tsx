import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's only h1. */
  title: ReactNode;
  /** A short line above the title, e.g. the section name. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown under the subtitle (use ButtonLink). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top band of a page: one h1, a subtitle and optional actions. Styled by class (section-styles.ts). */
export function PageHero({ title, eyebrow, subtitle, actions, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="page-container page-hero__inner">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
        {actions ? <div className="button-row">{actions}</div> : null}
        {children}
      </div>
    </header>
  );
}
