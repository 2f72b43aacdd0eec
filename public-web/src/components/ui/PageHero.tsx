import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's only h1. */
  title: ReactNode;
  /** A short line above the title, e.g. the section name. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown under the subtitle (use ButtonLink). */
  actions?: ReactNode;
  /** A picture beside the text from md up (under it on a phone): a file in public/, e.g. a spot illustration. */
  illustration?: { src: string; alt: string; width: number; height: number };
  children?: ReactNode;
}

/** The top band of a page: one h1, a subtitle and optional actions. Styled by class (section-styles.ts). */
export function PageHero({ title, eyebrow, subtitle, actions, illustration, children }: PageHeroProps) {
  const text = (
    <>
      {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
      <h1 className="page-hero__title">{title}</h1>
      {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
      {actions ? <div className="button-row">{actions}</div> : null}
      {children}
    </>
  );
  if (!illustration) {
    return (
      <header className="page-hero">
        <div className="page-container page-hero__inner">{text}</div>
      </header>
    );
  }
  return (
    <header className="page-hero">
      <div className="page-container page-hero__inner page-hero__inner--pictured">
        <div>{text}</div>
        <img className="page-hero__art" {...illustration} />
      </div>
    </header>
  );
}
