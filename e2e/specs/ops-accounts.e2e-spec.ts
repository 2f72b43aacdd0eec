import { newPassword, newUsername } from '../fixtures/ops.js';
import { expect, test } from '../fixtures/test.js';

test.describe('Accounts', () => {
  test('an administrator creates a coordinator account; the new coordinator signs in with it once and chooses their own password', async ({
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
    // The password the admin typed works for this one sign-in: nothing else until the newcomer chooses theirs.
    await expect(opsLayout.title).toHaveText('Choose your password');
    await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    const own = newPassword();
    await page.getByLabel('Password you were given').fill(newcomer.password);
    await page.getByLabel(/^New password\W*$/).fill(own);
    await page.getByLabel('New password again').fill(own);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(opsLayout.title).toHaveText('Today’s work');
    await expect(opsLayout.userMenuButton).toContainText('Hannah Newcomer');
    await expect(opsLayout.menuItem('Requests')).toBeVisible();
    await expect(opsLayout.menuItem('Accounts')).toHaveCount(0);
    await expect(page).toHaveURL(/\/ops\/#\/$/);
  });
});
