import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** Accounts (administrators only): the list, and the form that creates one. */
export class AccountListPage extends OpsLayout {
  readonly table: Locator;
  readonly createButton: Locator;

  constructor(page: Page) {
    super(page);
    this.table = this.main.getByRole('table');
    this.createButton = this.main.getByRole('link', { name: 'Create' });
  }

  async goto(): Promise<void> {
    await this.open('/accounts');
    await expect(this.title).toHaveText('Accounts');
  }

  row(username: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: username, exact: true }) });
  }
}

export interface NewAccount {
  username: string;
  name: string;
  role: 'Coordinator' | 'Administrator' | 'Analyst';
  password: string;
}

export class AccountCreatePage extends OpsLayout {
  readonly username: Locator;
  readonly name: Locator;
  readonly role: Locator;
  readonly password: Locator;
  readonly saveButton: Locator;

  constructor(page: Page) {
    super(page);
    this.username = this.main.getByRole('textbox', { name: 'Username' });
    this.name = this.main.getByRole('textbox', { name: 'Name', exact: true });
    this.role = this.main.getByRole('combobox', { name: 'Role' });
    this.password = this.main.getByRole('textbox', { name: 'Initial password' });
    this.saveButton = this.main.getByRole('button', { name: 'Save' });
  }

  async fill(account: NewAccount): Promise<void> {
    await this.username.fill(account.username);
    await this.name.fill(account.name);
    await this.role.click();
    await this.page.getByRole('option', { name: account.role, exact: true }).click();
    await this.password.fill(account.password);
  }
}

/** The audit log (administrators only): who did what, when; newest first. */
export class AuditLogPage extends OpsLayout {
  readonly table: Locator;
  readonly recordFilter: Locator;
  readonly accountFilter: Locator;

  constructor(page: Page) {
    super(page);
    this.table = this.main.getByRole('table');
    this.recordFilter = this.main.getByRole('textbox', { name: 'Record' });
    this.accountFilter = this.main.getByRole('combobox', { name: 'Account' });
  }

  /** The table's rows, header left out. */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  async chooseAccount(displayName: string): Promise<void> {
    await this.accountFilter.fill(displayName);
    await this.page.getByRole('option', { name: new RegExp(displayName) }).click();
  }

  async goto(): Promise<void> {
    await this.open('/audit-log');
    await expect(this.title).toHaveText('Audit log');
  }
}
