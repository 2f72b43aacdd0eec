import { newPassword, newUsername } from '../fixtures/ops.js';
import { expect, test } from '../fixtures/test.js';

test.describe('Accounts', () => {
  test('an administrator creates a coordinator account, and the new coordinator can sign in with it', async ({
    opsAccounts,
    opsSignIn,
    opsLayout,
    accountList,
    accountCreate,
    page,
  }) => {
    const admin = await opsAccounts.create({ role: 'admin', displayName: 'Olu Admin' });
    const newcomer = { username: newUsername('newcomer'), password: newPassword() };
    opsAccounts.track(newcomer.username);

    await opsSignIn.goto();
    await opsSignIn.signIn(admin);
    await opsLayout.menuItem('Accounts').click();
    await expect(accountList.title).toHaveText('Accounts');
    await accountList.createButton.click();
    await expect(accountCreate.title).toHaveText('New account');
    await accountCreate.fill({
      username: newcomer.username,
      name: 'Hannah Newcomer',
      role: 'Coordinator',
      password: newcomer.password,
    });
    await accountCreate.saveButton.click();

    await expect(accountList.title).toHaveText('Accounts');
    const row = accountList.row(newcomer.username);
    await expect(row).toContainText('Hannah Newcomer');
    await expect(row).toContainText('Coordinator');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');

    await opsLayout.signOut();
    await expect(opsSignIn.heading).toBeVisible();
    await opsSignIn.enterPassword(newcomer);
    await expect(opsLayout.title).toHaveText('Today’s work');
    await expect(opsLayout.userMenuButton).toContainText('Hannah Newcomer');
    await expect(opsLayout.menuItem('Requests')).toBeVisible();
    await expect(opsLayout.menuItem('Accounts')).toHaveCount(0);
    await expect(page).toHaveURL(/\/ops\/#\/$/);
  });
});
