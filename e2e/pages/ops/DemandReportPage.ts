import type { Locator, Page } from '@playwright/test';

/** The demand report (/ops/#/demand): settings, the ranked table, trend, map and supply. */
export class DemandReportPage {
  readonly main: Locator;
  readonly period: Locator;
  readonly areaInput: Locator;
  readonly rankedTable: Locator;
  readonly downloadCsv: Locator;
  readonly supply: Locator;
  readonly trend: Locator;
  readonly map: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.period = this.main.getByRole('combobox', { name: 'Period' });
    this.areaInput = this.main.getByRole('textbox', { name: 'Postcode area', exact: true });
    this.rankedTable = this.main.getByRole('region', { name: 'Ranked demand' }).getByRole('table');
    this.downloadCsv = this.main.getByRole('link', { name: 'Download CSV' });
    this.supply = this.main.getByRole('region', { name: 'Supply beside demand' });
    this.trend = this.main.getByRole('region', { name: /Weekly trend/ });
    this.map = this.main.getByRole('region', { name: 'Map of demand by district' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/ops/#/demand');
  }

  groupBy(label: 'By area' | 'By district'): Locator {
    // Exact: once grouped by district, the table's "Sort by district" header is a button too.
    return this.main.getByRole('button', { name: label, exact: true });
  }

  async showArea(area: string): Promise<void> {
    await this.areaInput.fill(area);
    await this.areaInput.press('Enter');
  }

  /** The ranked table's body rows, each as its cells' text. */
  async rows(): Promise<string[][]> {
    return this.rankedTable
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').trim())),
      );
  }
}
