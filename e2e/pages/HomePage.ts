import type { Locator, Page } from '@playwright/test';
import { Layout } from './Layout.js';

export class HomePage extends Layout {
  readonly heading: Locator;
  readonly findPhysioButton: Locator;
  readonly learnMoreButton: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.findPhysioButton = this.main.getByRole('link', { name: 'Find a Physiotherapist' }).first();
    this.learnMoreButton = this.main.getByRole('link', { name: 'Learn More' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.waitForHydration();
  }
}
