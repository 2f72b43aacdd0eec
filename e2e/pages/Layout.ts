import { expect, type Locator, type Page } from '@playwright/test';

/** The six main links, in order (spec section 2, shared layout). */
export const MAIN_NAV = [
  { label: 'Home', path: '/' },
  { label: 'Find a Physio', path: '/finder' },
  { label: 'Services', path: '/services' },
  { label: 'Our Team', path: '/team' },
  { label: 'Guidance', path: '/blog' },
  { label: 'Contact', path: '/contact' },
] as const;

/** The mobile slide-in menu. */
export class Drawer {
  readonly root: Locator;
  readonly closeButton: Locator;
  readonly nav: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Menu' });
    this.closeButton = this.root.getByRole('button', { name: 'Close menu' });
    this.nav = this.root.getByRole('navigation', { name: 'Main' });
  }

  link(label: string): Locator {
    return this.nav.getByRole('link', { name: label, exact: true });
  }
}

/** Header, drawer, footer and toasts: what every page shares. */
export class Layout {
  readonly header: Locator;
  readonly headerNav: Locator;
  readonly menuButton: Locator;
  readonly drawer: Drawer;
  readonly footer: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').first();
    this.headerNav = this.header.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
    this.drawer = new Drawer(page);
    this.footer = page.locator('footer').first();
    this.main = page.locator('main').first();
  }

  async openDrawer(): Promise<Drawer> {
    await this.menuButton.click();
    await expect(this.drawer.root).toBeVisible();
    return this.drawer;
  }

  /** A toast by its title; its description is checked by the caller when it matters. */
  toast(title: string): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
  }

  /**
   * Waits until React has hydrated the prerendered HTML (the header button only reacts after that) and run the
   * hydration's effects: a fiber on the header is there from the render, but effects (the page-view tracker's listener,
   * the early-input replay) run later, seconds later on a busy machine. The replay's effect, the last of the layout,
   * removes `window.__earlyInput`, which every prerendered page defines before its scripts load.
   */
  async waitForHydration(): Promise<void> {
    await this.page.waitForFunction(() => {
      const root = document.querySelector('header');
      const rendered = Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactFiber')));
      return rendered && !('__earlyInput' in window);
    });
  }
}
