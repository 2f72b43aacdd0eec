import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** Data requests (admins): find what is held about an email or phone number, export it, erase it. */
export class DataRequestsPage extends OpsLayout {
  readonly identifier: Locator;
  readonly searchButton: Locator;
  readonly resultsHeading: Locator;
  readonly exportButton: Locator;
  readonly eraseButton: Locator;
  readonly eraseDialog: Locator;
  readonly reference: Locator;
  readonly done: Locator;
  readonly searchAgainButton: Locator;

  constructor(page: Page) {
    super(page);
    this.identifier = this.main.getByRole('textbox', { name: 'Email address or UK phone number' });
    this.searchButton = this.main.getByRole('button', { name: 'Search', exact: true });
    this.resultsHeading = this.main.getByRole('heading', { level: 2, name: /held for the/ });
    this.exportButton = this.main.getByRole('button', { name: 'Export JSON' });
    this.eraseButton = this.main.getByRole('button', { name: 'Erase…' });
    this.eraseDialog = page.getByRole('dialog');
    this.reference = this.eraseDialog.getByRole('textbox', { name: 'Data request reference' });
    this.done = this.main.getByRole('status').filter({ hasText: 'Erased everything held for' });
    this.searchAgainButton = this.done.getByRole('button', { name: 'Search again' });
  }

  async goto(): Promise<void> {
    await this.open('/data-requests');
    await expect(this.title).toHaveText('Data requests');
  }

  async search(identifier: string): Promise<void> {
    await this.identifier.fill(identifier);
    await this.searchButton.click();
  }

  /** A group of records, by its heading, e.g. "Contact enquiries (1)". */
  group(heading: string): Locator {
    return this.main.getByRole('region', { name: heading });
  }

  /** The erase dialog's list of what goes, one line per kind. */
  eraseLines(): Locator {
    return this.eraseDialog.getByRole('list', { name: 'What will be erased' }).getByRole('listitem');
  }

  confirmEraseButton(records: number): Locator {
    return this.eraseDialog.getByRole('button', { name: `Erase ${records} record${records === 1 ? '' : 's'}` });
  }
}
