import { newPassword, totpCode } from '../fixtures/ops.js';
import { expect, test } from '../fixtures/test.js';
import { OpsLayout } from '../pages/ops/OpsLayout.js';

test.describe('Enrolment link', () => {
  test('an administrator issues an enrolment link; the person opens it in their own browser, chooses a password, sets up their app and is signed in', async ({
    opsAccounts,
    opsSignIn,
    opsLayout,
    page,
    browser,
  }) => {
    const admin = await opsAccounts.create({ role: 'admin', displayName: 'Ada Admin', totp: true });
    const newcomer = await opsAccounts.create({ role: 'coordinator', displayName: 'Eli Enrol' });

    await opsSignIn.goto();
    await opsSignIn.signIn(admin);
    await opsLayout.open(`/accounts/${newcomer.id}`);
    await expect(opsLayout.title).toHaveText('Account: Eli Enrol');
    await page.getByRole('button', { name: 'Enrolment link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue an enrolment link for Eli Enrol?' });
    await expect(confirm).toContainText('Issuing a new link voids any earlier one.');
    await confirm.getByRole('button', { name: 'Issue link' }).click();

    const shown = page.getByRole('dialog', { name: 'Enrolment link for Eli Enrol' });
    await expect(shown).toContainText('It is shown only now: issuing another link voids this one.');
    await expect(shown).toContainText(/Works until \d/);
    await expect(shown.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const url = await shown.getByRole('textbox', { name: 'Enrolment link' }).inputValue();
    expect(url).toMatch(/^http:\/\/[^/]+\/ops\/enrol#[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // The newcomer's own browser: nothing shared with the administrator's.
    const context = await browser.newContext();
    try {
      const own = await context.newPage();
      await own.goto(url);
      await expect(own.getByRole('heading', { name: 'Set up your sign-in' })).toBeVisible();
      await expect(own.getByRole('main')).toContainText(`For Eli Enrol, username ${newcomer.username}.`);
      const secret = ((await own.locator('code').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expect(own.getByRole('img', { name: /QR code/ })).toBeVisible();

      const password = newPassword();
      await own.getByLabel(/^New password\W*$/).fill(password);
      await own.getByLabel(/^New password again/).fill(password);
      await own.getByLabel(/^Six-digit code from the app/).fill(await totpCode(secret));
      await own.getByRole('button', { name: 'Set up and sign in' }).click();

      await expect(own.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
      await expect(own.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await own.getByRole('link', { name: 'Continue to the dashboard' }).click();
      const layout = new OpsLayout(own);
      await expect(layout.title).toHaveText('Today’s work');
      await expect(layout.userMenuButton).toContainText('Eli Enrol');

      // Used up: the same link now says to ask for a new one.
      await own.goto(url);
      await expect(own.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
      await expect(own.getByRole('alert')).toContainText('Ask an administrator for a new link.');
    } finally {
      await context.close();
    }
  });
});
