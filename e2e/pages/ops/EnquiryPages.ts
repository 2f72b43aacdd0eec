import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** Enquiries: contact-form messages and consultation requests, newest first. */
export class EnquiryListPage extends OpsLayout {
  readonly search: Locator;
  readonly table: Locator;

  constructor(page: Page) {
    super(page);
    this.search = this.main.getByRole('textbox', { name: 'Search' });
    this.table = this.main.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.open('/enquiries');
    await expect(this.title).toHaveText('Enquiries');
  }

  /**
   * Searches for one sender's address and waits for the list the search asked for (the header and one row). The
   * search applies after a pause: a row clicked before then is replaced, or the page it opened is left again when
   * the search lands. An emptied database may show that one row before the search, so wait for the search itself.
   */
  async searchForOne(email: string): Promise<void> {
    // Coming back to the list, react-admin keeps the last search: the list already shows it.
    // One result, in the table (desktop) or the list (phone): the pager says so in both.
    const one = this.main.getByText(/^1-1 of 1$/);
    if ((await this.search.inputValue()) === email) {
      await expect(one).toBeVisible();
      return;
    }
    const searched = this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/ops/enquiries?') && decodeURIComponent(response.url()).includes(email),
    );
    await this.search.fill(email);
    await searched;
    await expect(one).toBeVisible();
  }

  row(...texts: string[]): Locator {
    let rows = this.table.getByRole('row');
    for (const text of texts) rows = rows.filter({ hasText: text });
    return rows;
  }
}

/** One enquiry: what was sent, and how the team handled it; "Update status" opens the form. */
export class EnquiryPage extends OpsLayout {
  readonly message: Locator;
  readonly handling: Locator;
  readonly updateStatusButton: Locator;
  readonly statusGroup: Locator;
  readonly saveButton: Locator;
  readonly history: Locator;
  readonly newNote: Locator;
  readonly addNoteButton: Locator;
  readonly reply: Locator;
  readonly sendReplyButton: Locator;

  constructor(page: Page) {
    super(page);
    this.message = this.section('Message');
    this.handling = this.section('Handling');
    this.updateStatusButton = this.main.getByRole('link', { name: 'Update status' });
    this.statusGroup = this.handling.getByRole('radiogroup');
    this.saveButton = this.main.getByRole('button', { name: 'Save' });
    const history = this.section('Notes and replies');
    this.history = history.getByRole('list', { name: 'Notes and replies' }).getByRole('listitem');
    this.newNote = history.getByRole('textbox', { name: 'New note' });
    this.addNoteButton = history.getByRole('button', { name: 'Add note' });
    this.reply = history.getByRole('textbox', { name: /^Reply to / });
    this.sendReplyButton = history.getByRole('button', { name: 'Send reply' });
  }

  status(label: 'New' | 'In progress' | 'Handled'): Locator {
    return this.statusGroup.getByRole('radio', { name: label, exact: true });
  }

  messageValue(label: string): Locator {
    return this.fact(this.message, label);
  }

  handlingValue(label: string): Locator {
    return this.fact(this.handling, label);
  }
}
