import { totpCode, wrongTotpCode } from '../fixtures/ops.js';
import { expect, test } from '../fixtures/test.js';

test.describe('Dashboard sign-in', () => {
  test('a coordinator with an authenticator app signs in with password and code, and sees the home figures', async ({
    opsAccounts,
    opsSignIn,
    opsHome,
    finderRequests,
    page,
  }) => {
    // Something for the figures to count: a request no one near CO5 can take waits for the team.
    await finderRequests.create({ postcode: 'CO5 7AA', condition: 'respiratory', urgency: 'flexible' });
    const coordinator = await opsAccounts.create({ role: 'coordinator', totp: true, displayName: 'Amira Coordinator' });

    await opsSignIn.goto();
    await opsSignIn.enterPassword(coordinator);
    await expect(opsSignIn.codeHeading).toBeVisible();
    await expect(page.getByText('Open your authenticator app and enter the six-digit code')).toBeVisible();

    // A wrong code is refused with a message saying what to do, and the code step stays.
    await opsSignIn.enterCode(await wrongTotpCode(coordinator.totpSecret!));
    await expect(opsSignIn.error).toHaveText('That code is not valid; use the newest code from your app');
    await expect(opsSignIn.codeHeading).toBeVisible();
    await expect(opsHome.userMenuButton).toHaveCount(0);

    // Too short a code never reaches the API.
    await opsSignIn.enterCode('123');
    await expect(opsSignIn.error).toHaveText('Enter the six-digit code from your authenticator app');

    await opsSignIn.enterCode(await totpCode(coordinator.totpSecret!));
    await expect(opsHome.title).toHaveText('Today’s work');
    await expect(opsHome.userMenuButton).toContainText('Amira Coordinator');
    await expect(page).toHaveURL(/\/ops\/#\/$/);

    const needingAttention = opsHome.figureValue('Requests needing attention');
    await expect(needingAttention).toHaveText(/^\d+$/);
    expect(Number(await needingAttention.textContent())).toBeGreaterThanOrEqual(1);
    for (const label of [
      'Past the 24-hour reply',
      'Urgent requests waiting',
      'Open enquiries',
      'HCPC checks over 12 months old',
      'DBS checks over 3 years old',
      'Failed background jobs',
    ]) {
      await expect(opsHome.figureValue(label), label).toHaveText(/^\d+$/);
    }

    // Each figure leads to its list, filtered.
    await opsHome.figureLink('Requests needing attention').click();
    await expect(opsHome.title).toHaveText('Requests queue');
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveText('Needing attention');
  });

  test('a wrong password is refused without saying which part was wrong', async ({ opsAccounts, opsSignIn }) => {
    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.enterPassword({ username: coordinator.username, password: `${coordinator.password}x` });
    await expect(opsSignIn.error).toHaveText('Wrong username or password');
    await expect(opsSignIn.heading).toBeVisible();
  });
});
