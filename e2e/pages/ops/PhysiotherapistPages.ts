import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** Physiotherapists: the list with its search, one physiotherapist's page, and the form that edits them. */
export class PhysiotherapistListPage extends OpsLayout {
  readonly search: Locator;
  readonly table: Locator;
  readonly createButton: Locator;

  constructor(page: Page) {
    super(page);
    this.search = this.main.getByRole('textbox', { name: 'Search name, HCPC number or email' });
    this.table = this.main.getByRole('table');
    this.createButton = this.main.getByRole('link', { name: 'Create' });
  }

  async goto(): Promise<void> {
    await this.open('/physiotherapists');
    await expect(this.title).toHaveText('Physiotherapists');
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}

export class PhysiotherapistShowPage extends OpsLayout {
  readonly editButton: Locator;
  readonly registration: Locator;
  readonly matching: Locator;
  readonly profile: Locator;

  constructor(page: Page) {
    super(page);
    this.editButton = this.main.getByRole('link', { name: 'Edit', exact: true });
    this.registration = this.section('Registration and checks');
    this.matching = this.section('Matching');
    this.profile = this.section('Profile and contact');
  }

  async goto(id: number): Promise<void> {
    await this.open(`/physiotherapists/${id}/show`);
    await expect(this.registration).toBeVisible();
  }
}

export class PhysiotherapistFormPage extends OpsLayout {
  readonly saveButton: Locator;

  constructor(page: Page) {
    super(page);
    this.saveButton = this.main.getByRole('button', { name: 'Save' });
  }

  async gotoEdit(id: number): Promise<void> {
    await this.open(`/physiotherapists/${id}`);
    await expect(this.field('Name')).not.toHaveValue('');
  }

  /** A text, number or date input by its label. */
  field(label: string): Locator {
    return this.main
      .getByRole('textbox', { name: label, exact: true })
      .or(this.main.getByRole('spinbutton', { name: label, exact: true }));
  }

  /** The message under a field: its accessible description (MUI links the helper text with aria-describedby). */
  async expectFieldError(label: string, message: string | RegExp): Promise<void> {
    const input = this.field(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  }
}
