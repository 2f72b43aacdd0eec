import type { Locator, Page } from '@playwright/test';

/** The promises report (/ops/#/promises): settings, and the table (or, at phone width, the cards) of figures. */
export class PromisesReportPage {
  readonly main: Locator;
  readonly figures: Locator;
  readonly table: Locator;
  readonly downloadCsv: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.figures = this.main.getByRole('region', { name: 'Promises kept' });
    this.table = this.figures.getByRole('table');
    this.downloadCsv = this.main.getByRole('link', { name: 'Download CSV' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/ops/#/promises');
  }

  /** Chooses an option of one of the settings' drop-downs (Period, Group by, Urgency, Condition). */
  async choose(setting: string, option: string): Promise<void> {
    await this.main.getByRole('combobox', { name: setting }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The table row of one group (its first cell), as its cells' text. */
  async rowOf(group: string): Promise<string[]> {
    const row = this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: group, exact: true }) });
    return row.getByRole('cell').allTextContents();
  }
}
