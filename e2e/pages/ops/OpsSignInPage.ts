import { expect, type Locator, type Page } from '@playwright/test';
import { totpCode, type TestOpsAccount } from '../../fixtures/ops.js';
import { OpsLayout } from './OpsLayout.js';

/** The dashboard's sign-in: username and password, then a six-digit code when the account has an authenticator app. */
export class OpsSignInPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly codeHeading: Locator;
  readonly code: Locator;
  readonly continueButton: Locator;
  readonly startAgainButton: Locator;
  readonly passkeyHeading: Locator;
  readonly usePasskeyButton: Locator;
  readonly useAppInsteadButton: Locator;
  /** On the first step: a passkey alone, no username or password. */
  readonly passkeyAloneButton: Locator;
  readonly error: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in to the operations dashboard' });
    this.username = page.getByRole('textbox', { name: 'Username' });
    this.password = page.getByRole('textbox', { name: 'Password' });
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    this.codeHeading = page.getByRole('heading', { level: 1, name: 'Enter your security code' });
    this.code = page.getByRole('textbox', { name: 'Six-digit code' });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
    this.startAgainButton = page.getByRole('button', { name: 'Start again with the password' });
    this.passkeyHeading = page.getByRole('heading', { level: 1, name: 'Use your passkey' });
    this.usePasskeyButton = page.getByRole('button', { name: 'Use passkey' });
    this.useAppInsteadButton = page.getByRole('button', { name: 'Use a code from your authenticator app instead' });
    this.passkeyAloneButton = page.getByRole('button', { name: 'Sign in with a passkey' });
    this.error = page.getByRole('alert');
    this.notice = page.getByText('Your session has ended. Please sign in again.');
  }

  /** Opens the dashboard signed out: it shows the sign-in page. */
  async goto(): Promise<void> {
    await this.page.goto('/ops/');
    await expect(this.heading).toBeVisible();
  }

  async enterPassword(account: Pick<TestOpsAccount, 'username' | 'password'>): Promise<void> {
    await this.username.fill(account.username);
    await this.password.fill(account.password);
    await this.signInButton.click();
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.continueButton.click();
  }

  /**
   * Both steps, as the person would: the password, then (for an account with an authenticator app) its current code;
   * done when a signed-in page shows.
   */
  async signIn(account: TestOpsAccount): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.enterPassword(account);
    if (account.totpSecret) {
      await expect(this.codeHeading).toBeVisible();
      await this.enterCode(await totpCode(account.totpSecret));
    }
    await expect(new OpsLayout(this.page).userMenuButton).toBeVisible();
  }

  /**
   * Signs the browser in through the API, as the page does, for tests about what comes after sign-in (the cookie
   * lands in the page's context). Accounts without a second factor only.
   */
  async signInThroughApi(account: TestOpsAccount): Promise<void> {
    if (account.totpSecret) throw new Error('signInThroughApi takes accounts without an authenticator app');
    const response = await this.page.request.post('/api/ops/auth/login', {
      data: { username: account.username, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('signed-in');
  }
}
