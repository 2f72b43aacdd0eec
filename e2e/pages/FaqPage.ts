import type { Locator, Page } from '@playwright/test';
import { Layout } from './Layout.js';

export class FaqPage extends Layout {
  readonly heading: Locator;
  readonly categoryFilter: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.categoryFilter = page.getByRole('navigation', { name: 'Filter questions by category' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/faq');
    await this.waitForHydration();
  }

  category(name: string): Locator {
    return this.categoryFilter.getByRole('button', { name });
  }

  question(text: string | RegExp): Locator {
    return this.main.getByRole('button', { name: text });
  }
}
