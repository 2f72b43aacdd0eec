import { expect, test } from '../fixtures/test.js';

test.describe('Signing out', () => {
  test('ends the session on the server: the old cookie is refused and a reload shows the sign-in page', async ({
    opsAccounts,
    opsSignIn,
    opsLayout,
    context,
    request,
    page,
  }) => {
    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);

    const session = (await context.cookies()).find((cookie) => cookie.name === 'ops_session');
    expect(session, 'the session cookie').toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    // The cookie alone, sent from outside the browser, is the session while it lasts...
    const withOldCookie = { headers: { cookie: `ops_session=${session!.value}` } };
    expect((await request.get('/api/ops/auth/session', withOldCookie)).status()).toBe(200);

    await opsLayout.signOut();
    await expect(opsSignIn.heading).toBeVisible();

    // ...and nothing once signed out, even if someone kept a copy of it.
    const after = await request.get('/api/ops/auth/session', withOldCookie);
    expect(after.status()).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe('AUTH.UNAUTHENTICATED');

    await page.goto('/ops/');
    await page.reload();
    await expect(opsSignIn.heading).toBeVisible();
    await expect(opsLayout.userMenuButton).toHaveCount(0);
    await page.goto('/ops/#/finder-requests');
    await expect(opsSignIn.heading).toBeVisible();
  });
});
