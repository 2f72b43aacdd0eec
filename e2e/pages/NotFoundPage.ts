import type { Locator, Page } from '@playwright/test';
import { Layout } from './Layout.js';

export class NotFoundPage extends Layout {
  readonly heading: Locator;
  readonly finderLink: Locator;
  readonly homeLink: Locator;
  readonly contactLink: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found' });
    this.finderLink = this.main.getByRole('link', { name: 'Find a Physiotherapist' });
    this.homeLink = this.main.getByRole('link', { name: 'Go to the home page' });
    this.contactLink = this.main.getByRole('link', { name: 'Contact our team' });
  }
}
