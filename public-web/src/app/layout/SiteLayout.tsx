import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Every page: skip link, header, the page itself, footer (styled by class: see layout-styles.ts). */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site-layout">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
