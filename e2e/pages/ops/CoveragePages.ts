import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** Coverage: every postcode district, with the admins' activate and withdraw dialog and the latest changes. */
export class CoverageListPage extends OpsLayout {
  readonly area: Locator;
  readonly table: Locator;
  readonly activateButton: Locator;
  readonly dialog: Locator;
  readonly codes: Locator;
  readonly preview: Locator;
  readonly changes: Locator;

  constructor(page: Page) {
    super(page);
    this.area = this.main.getByRole('textbox', { name: 'Postcode area (e.g. CB)' });
    this.table = this.main.getByRole('table');
    this.activateButton = this.main.getByRole('button', { name: 'Activate districts or an area' });
    this.dialog = page.getByRole('dialog');
    this.codes = this.dialog.getByRole('textbox', { name: 'Postcode districts or areas' });
    this.preview = this.dialog.getByTestId('coverage-preview');
    this.changes = page.getByRole('region', { name: 'Latest coverage changes' });
  }

  async goto(): Promise<void> {
    await this.open('/coverage');
    await expect(this.title).toHaveText('Coverage');
  }

  /** Shows one postcode area, and waits for the list that filter asked for. */
  async showArea(area: string, rows: number): Promise<void> {
    const listed = this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/ops/coverage?') &&
        decodeURIComponent(response.url()).includes(`"area":"${area}"`),
    );
    await this.area.fill(area);
    await listed;
    await expect(this.table.getByRole('row')).toHaveCount(rows + 1);
  }

  row(district: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: district, exact: true }) });
  }
}

/** The waitlist: entries by district, and one entry with the person's details. */
export class WaitlistPages extends OpsLayout {
  readonly search: Locator;
  readonly table: Locator;

  constructor(page: Page) {
    super(page);
    this.search = this.main.getByRole('textbox', { name: 'Search' });
    this.table = this.main.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.open('/waitlist');
    await expect(this.title).toHaveText('Waitlist');
  }

  /** Searches (a name, an email, a postcode, district or area) and waits for the list to show `rows` entries. */
  async searchFor(text: string, rows: number): Promise<void> {
    const listed = this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/ops/waitlist?') &&
        decodeURIComponent(response.url()).includes(`"q":${JSON.stringify(text)}`),
    );
    await this.search.fill(text);
    await listed;
    // The table on a desktop; on a phone, the pager tells the count.
    if ((this.page.viewportSize()?.width ?? 1280) >= 600) {
      await expect(this.table.getByRole('row')).toHaveCount(rows + 1);
    } else {
      await expect(this.main.getByText(new RegExp(`^1-${rows} of ${rows}$`))).toBeVisible();
    }
  }
}
