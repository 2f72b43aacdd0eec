import { expect, type Locator, type Page } from '@playwright/test';

/** The label of every menu entry, in order, for the role that sees them all (an administrator). */
export const ADMIN_MENU = [
  'Home',
  'Requests',
  'Physiotherapists',
  'Enquiries',
  'Demand',
  'Promises',
  'Coverage',
  'Waitlist',
  'Accounts',
  'Audit log',
  'Background work',
  'Data requests',
  'My account',
] as const;

/**
 * What every signed-in page of the dashboard shares: the app bar with the page's title (its one h1) and the user
 * menu, the side menu (a drawer behind "Open menu" on a phone), and react-admin's notifications.
 */
export class OpsLayout {
  readonly appBar: Locator;
  readonly title: Locator;
  readonly userMenuButton: Locator;
  readonly openMenuButton: Locator;
  readonly menu: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.appBar = page.getByRole('banner');
    this.title = this.appBar.getByRole('heading', { level: 1 });
    this.userMenuButton = this.appBar.getByRole('button', { name: 'Profile' });
    this.openMenuButton = this.appBar.getByRole('button', { name: 'Open menu' });
    this.menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Home' }) });
    this.main = page.getByRole('main');
  }

  /** Opens a page of the dashboard by its address after the hash, e.g. `/finder-requests`. */
  async open(route: string): Promise<void> {
    await this.page.goto(`/ops/#${route}`);
  }

  menuItem(label: string): Locator {
    return this.menu.getByRole('menuitem', { name: label, exact: true });
  }

  /** The labels of the side menu, in order. */
  async menuLabels(): Promise<string[]> {
    return (await this.menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  }

  async signOut(): Promise<void> {
    // The app bar hides while a long page is scrolled down (react-admin's); a person scrolls back up to reach it.
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.userMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  /** A notification (react-admin's snackbar) by its text. */
  notification(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The page's section (a region named by its h2), e.g. "Family" or "Candidates". */
  section(title: string): Locator {
    return this.main.getByRole('region', { name: title, exact: true });
  }

  /** A value of a label-and-value list (`<dl>`): the `<dd>` after the `<dt>` that reads `label`. */
  fact(scope: Locator, label: string): Locator {
    return scope
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The whole title is on screen: neither cut off at the side nor below its lines. */
  async expectTitleUncut(): Promise<void> {
    const fits = await this.title.evaluate(
      (title) => title.scrollWidth <= title.clientWidth && title.scrollHeight <= title.clientHeight,
    );
    expect(fits, `the page title "${await this.title.innerText()}" fits its app bar`).toBe(true);
  }
}
