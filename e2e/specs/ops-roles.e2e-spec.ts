import { expect, test } from '../fixtures/test.js';

test.describe('What each role sees', () => {
  test('a coordinator has no Accounts or Audit log, in the menu or by address', async ({
    opsAccounts,
    opsSignIn,
    opsLayout,
    page,
  }) => {
    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);

    await expect(opsLayout.menuItem('Enquiries')).toBeVisible();
    expect(await opsLayout.menuLabels()).toEqual([
      'Home',
      'Requests',
      'Physiotherapists',
      'Enquiries',
      'Demand',
      'Promises',
      'Coverage',
      'Waitlist',
      'Background work',
      'My account',
    ]);

    for (const route of ['/accounts', '/audit-log', '/accounts/create']) {
      await opsLayout.open(route);
      await expect(opsLayout.title, route).toHaveText('Not open to your role');
      await expect(opsLayout.main.getByRole('table')).toHaveCount(0);
    }
    // The API refuses as well: the menu is a convenience, not the lock.
    expect((await page.request.get('/api/ops/accounts')).status()).toBe(403);
    expect((await page.request.get('/api/ops/audit-log')).status()).toBe(403);
  });

  test("an analyst sees no person's details: only the demand report, and a request's link opens nothing", async ({
    finderRequests,
    people,
    opsAccounts,
    opsSignIn,
    opsLayout,
    page,
  }) => {
    const familyEmail = people.email('analyst-family');
    const request = await finderRequests.create({
      postcode: 'CO6 1AA',
      condition: 'respiratory',
      urgency: 'flexible',
      contact_name: 'Brenda Oakley',
      contact_email: familyEmail,
      consent: true,
    });
    const analyst = await opsAccounts.create({ role: 'analyst', displayName: 'Sam Analyst' });

    await page.goto(`/ops/#/finder-requests/${request.id}/show`);
    await opsSignIn.signIn(analyst);
    await expect(opsLayout.title).toHaveText('Not open to your role');
    await expect(page.locator('body')).not.toContainText('Brenda');
    await expect(page.locator('body')).not.toContainText(familyEmail);

    // Home, for an analyst, is the demand report.
    await opsLayout.menuItem('Home').click();
    await expect(opsLayout.title).toHaveText('Demand');
    expect(await opsLayout.menuLabels()).toEqual(['Home', 'Demand', 'Promises', 'Coverage', 'My account']);

    for (const route of [
      '/finder-requests',
      '/physiotherapists',
      '/enquiries',
      '/waitlist',
      '/accounts',
      '/audit-log',
    ]) {
      await opsLayout.open(route);
      await expect(opsLayout.title, route).toHaveText('Not open to your role');
    }
    await expect(page.locator('body')).not.toContainText('Brenda');
    for (const path of [
      `/api/ops/finder-requests/${request.id}`,
      '/api/ops/finder-requests',
      '/api/ops/enquiries',
      '/api/ops/waitlist',
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
  });
});
