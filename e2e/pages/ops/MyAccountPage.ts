import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** My account's passkeys: the list, and adding one on this device after the password. */
export class MyAccountPage extends OpsLayout {
  readonly passkeys: Locator;
  readonly passkeyList: Locator;
  readonly passkeyName: Locator;
  readonly passkeyPassword: Locator;
  readonly addPasskeyButton: Locator;
  readonly noPasskeys: Locator;

  constructor(page: Page) {
    super(page);
    this.passkeys = this.main.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Passkeys' }) });
    this.passkeyList = this.passkeys.getByRole('list', { name: 'Passkeys' });
    this.passkeyName = this.passkeys.getByRole('textbox', { name: 'Name' });
    this.passkeyPassword = this.passkeys.getByLabel('Your password (to confirm it is you)');
    this.addPasskeyButton = this.passkeys.getByRole('button', { name: 'Add passkey' });
    this.noPasskeys = this.passkeys.getByText('You have no passkeys yet.');
  }

  async goto(): Promise<void> {
    await this.open('/my-account');
    await expect(this.title).toHaveText('My account');
  }

  /** Names a passkey, confirms with the password, and lets the device (the virtual authenticator) make it. */
  async addPasskey(name: string, password: string): Promise<void> {
    await this.passkeyName.fill(name);
    await this.passkeyPassword.fill(password);
    await this.addPasskeyButton.click();
  }

  passkey(name: string): Locator {
    return this.passkeyList.getByRole('listitem').filter({ hasText: name });
  }
}
