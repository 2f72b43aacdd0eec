import { PASSKEY_BASE_URL, VirtualPasskeys } from '../fixtures/passkeys.js';
import { expect, test } from '../fixtures/test.js';
import { MyAccountPage } from '../pages/ops/MyAccountPage.js';

test.describe('Dashboard passkeys', () => {
  // A browser offers passkeys on a host name only: this stack's OPS_ORIGIN.
  test.use({ baseURL: PASSKEY_BASE_URL });

  test('a coordinator adds a passkey on My account, signs in with it after the password and alone, and removes it', async ({
    opsAccounts,
    opsSignIn,
    opsHome,
    opsLayout,
    page,
  }) => {
    const coordinator = await opsAccounts.create({ role: 'coordinator', displayName: 'Pia Passkey' });
    const device = await VirtualPasskeys.attach(page);
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);

    const account = new MyAccountPage(page);
    await account.goto();
    await expect(account.noPasskeys).toBeVisible();
    // The password is asked again first: a wrong one goes no further than its field.
    await account.addPasskey('Work laptop', `${coordinator.password}x`);
    await expect(account.passkeys.getByText('The current password is wrong')).toBeVisible();
    expect(await device.credentials()).toHaveLength(0);

    await account.addPasskey('Work laptop', coordinator.password);
    await expect(
      opsLayout.notification(
        'Passkey added: use it to sign in, on its own or after your password. Your other sessions have been signed out.',
      ),
    ).toBeVisible();
    await expect(account.passkey('Work laptop')).toContainText('not used yet');
    const [credential] = await device.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    await opsLayout.signOut();
    await expect(opsSignIn.heading).toBeVisible();
    await opsSignIn.enterPassword(coordinator);
    await expect(opsSignIn.passkeyHeading).toBeVisible();
    // No authenticator app on this account: the passkey is the only way on.
    await expect(opsSignIn.useAppInsteadButton).toHaveCount(0);
    await opsSignIn.usePasskeyButton.click();
    await expect(opsHome.title).toHaveText('Today’s work');
    await expect(opsHome.userMenuButton).toContainText('Pia Passkey');

    // And with the passkey alone: no username, no password; the browser offers the passkey it holds for this site.
    await opsLayout.signOut();
    await expect(opsSignIn.heading).toBeVisible();
    await opsSignIn.passkeyAloneButton.click();
    await expect(opsHome.title).toHaveText('Today’s work');
    await expect(opsHome.userMenuButton).toContainText('Pia Passkey');

    await account.goto();
    await expect(account.passkey('Work laptop')).toContainText('last used');
    // Removing a factor asks for the password again (this session signed in with the passkey, not the password lately).
    await account.passkey('Work laptop').getByRole('button', { name: 'Remove Work laptop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the passkey “Work laptop”?' });
    await confirm.getByLabel('Your password').fill(coordinator.password);
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(account.noPasskeys).toBeVisible();

    // Without it, sign-in asks for the password only again (this account has no authenticator app either).
    await opsLayout.signOut();
    await opsSignIn.enterPassword(coordinator);
    await expect(opsHome.title).toHaveText('Today’s work');
  });

  test('a passkey that does not verify the person is refused, and the same sign-in can try again', async ({
    opsAccounts,
    opsSignIn,
    opsHome,
    opsLayout,
    page,
  }) => {
    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    const device = await VirtualPasskeys.attach(page);
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    const account = new MyAccountPage(page);
    await account.goto();
    await account.addPasskey('Phone', coordinator.password);
    await expect(account.passkey('Phone')).toBeVisible();
    await opsLayout.signOut();

    await opsSignIn.enterPassword(coordinator);
    await device.setUserVerified(false);
    await opsSignIn.usePasskeyButton.click();
    await expect(opsSignIn.error).toBeVisible();
    await expect(opsHome.userMenuButton).toHaveCount(0);

    await device.setUserVerified(true);
    await opsSignIn.usePasskeyButton.click();
    await expect(opsHome.title).toHaveText('Today’s work');
  });
});
