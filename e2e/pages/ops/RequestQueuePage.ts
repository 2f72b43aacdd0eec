import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/**
 * The requests queue: by default the requests that need the team, urgent first, then the latest against their promise.
 * A table on a desktop (one row per request), a list of links on a phone.
 */
export class RequestQueuePage extends OpsLayout {
  readonly show: Locator;
  readonly addFilterButton: Locator;
  readonly table: Locator;
  readonly empty: Locator;
  readonly searchBox: Locator;

  constructor(page: Page) {
    super(page);
    this.show = this.main.getByRole('combobox', { name: 'Show' });
    this.addFilterButton = this.main.getByRole('button', { name: 'Add filter' });
    this.table = this.main.getByRole('table');
    this.empty = this.main.getByText('No Requests found using the current filters.');
    this.searchBox = this.main.getByRole('textbox', { name: 'Search' });
  }

  /**
   * Types into the search box (a reference, a name, an email, a phone number or a postcode) and waits for the list
   * the search asked for: react-admin applies it after a pause, and a click before then would be undone.
   */
  async search(text: string): Promise<void> {
    const searched = this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/ops/finder-requests?') &&
        decodeURIComponent(response.url()).toLowerCase().includes(text.toLowerCase()),
    );
    await this.searchBox.fill(text);
    await searched;
    await expect(this.main.getByRole('progressbar')).toHaveCount(0);
  }

  async goto(): Promise<void> {
    await this.open('/finder-requests');
    await expect(this.title).toHaveText('Requests queue');
  }

  /** Table rows (desktop) that contain every one of `texts`. */
  rows(...texts: (string | RegExp)[]): Locator {
    let rows = this.table.getByRole('row');
    for (const text of texts) rows = rows.filter({ hasText: text });
    return rows;
  }

  /** The list's entries on a phone (each a link to the request) that contain every one of `texts`. */
  items(...texts: (string | RegExp)[]): Locator {
    let items = this.main.getByRole('link').filter({ hasText: /·/ });
    for (const text of texts) items = items.filter({ hasText: text });
    return items;
  }

  /** The value of one column in a row, by the column's heading. */
  async cell(row: Locator, column: string): Promise<Locator> {
    const headings = (await this.table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    const index = headings.indexOf(column);
    if (index < 0) throw new Error(`No column "${column}" (columns: ${headings.join(', ')})`);
    return row.getByRole('cell').nth(index);
  }
}
