import { expect, test } from '../fixtures/test.js';

/** "Who looked at Mrs Jones's record?", answered from the audit log by the reference she quotes. */
test.describe('The audit log', () => {
  test('finds who opened a request by its reference, links to it, and filters by account', async ({
    finderRequests,
    opsAccounts,
    opsSignIn,
    requestPage,
    auditLog,
    page,
  }) => {
    // Two sign-ins and a filtered audit log: beside the rest of npm test on two cores it passed 90 s.
    test.slow();
    const request = await finderRequests.create({
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
    });
    const coordinator = await opsAccounts.create({ role: 'coordinator', displayName: 'Priya Looked' });
    const admin = await opsAccounts.create({ role: 'admin' });

    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    await requestPage.goto(request.id);
    const reference = (await requestPage.summaryValue('Reference').innerText()).trim();
    await requestPage.signOut();

    await opsSignIn.signIn(admin);
    await auditLog.goto();
    await auditLog.recordFilter.fill(reference.toLowerCase());
    // Only that request's rows (its page, its offers): every one names it.
    await expect(auditLog.rows.filter({ hasNotText: reference })).toHaveCount(0, { timeout: 30_000 });
    const view = auditLog.rows.filter({ hasText: coordinator.username }).filter({ hasText: 'view' });
    await expect(view).toHaveCount(1, { timeout: 30_000 });
    const link = view.getByRole('link', { name: `Request ${reference}` });
    await expect(link).toBeVisible();

    await auditLog.recordFilter.clear();
    await auditLog.chooseAccount('Priya Looked');
    await expect(auditLog.rows.filter({ hasNotText: coordinator.username })).toHaveCount(0, { timeout: 30_000 });
    await expect(auditLog.rows.filter({ hasText: 'sign-in' })).not.toHaveCount(0);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`#/finder-requests/${request.id}/show$`));
  });
});
