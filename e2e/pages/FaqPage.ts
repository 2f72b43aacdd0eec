import type { Locator, Page } from '@playwright/test';
import { Layout } from './Layout.js';

export class FaqPage extends Layout {
  readonly heading: Locator;
  readonly categoryFilter: Locator;
  /** The question buttons, in page order. */
  readonly questions: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.categoryFilter = page.getByRole('navigation', { name: 'Filter questions by category' });
    this.questions = this.main.getByRole('heading', { level: 2 }).getByRole('button');
  }

  async goto(): Promise<void> {
    await this.page.goto('/faq');
    await this.waitForHydration();
  }

  category(name: string): Locator {
    return this.categoryFilter.getByRole('button', { name });
  }

  question(text: string | RegExp): Locator {
    return this.questions.filter({ hasText: text });
  }

  /** The answer panel a question controls (its aria-controls). */
  async answerTo(question: Locator): Promise<Locator> {
    const id = await question.getAttribute('aria-controls');
    if (!id) throw new Error('the question names no answer panel (aria-controls)');
    return this.page.locator(`[id="${id}"]`);
  }
}
