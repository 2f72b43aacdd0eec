import type { Locator, Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** Home: today's figures, each a card linking to its filtered list. */
export class OpsHomePage extends OpsLayout {
  constructor(page: Page) {
    super(page);
  }

  async goto(): Promise<void> {
    await this.open('/');
  }

  /** A figure's card (a link when it has a list), by its label, e.g. "Requests needing attention". */
  figure(label: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: label, exact: true }).locator('xpath=..');
  }

  /** The number a figure shows ("—" when unknown). */
  figureValue(label: string): Locator {
    return this.figure(label).getByText(/^(\d+|—)$/);
  }

  figureLink(label: string): Locator {
    return this.main.getByRole('link', { name: new RegExp(`^\\S+ ${label}`) });
  }
}
