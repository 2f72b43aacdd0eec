import { expectNoAxeViolations } from '../fixtures/a11y.js';
import { FailingEmail } from '../fixtures/background-work.js';
import { expect, test } from '../fixtures/test.js';
import { BackgroundWorkPage } from '../pages/ops/BackgroundWorkPage.js';

test.describe('Background work', () => {
  test('a coordinator is warned on the home page, sees the failed email on Background work and retries it', async ({
    stack,
    opsAccounts,
    opsSignIn,
    opsHome,
    mailbox,
    page,
  }) => {
    // Two waits for the worker's check (every second in the e2e stack) on top of the usual journey.
    test.setTimeout(90_000);
    const failing = new FailingEmail(stack.databaseUrl);
    const backgroundWork = new BackgroundWorkPage(page);
    try {
      const coordinator = await opsAccounts.create({ role: 'coordinator' });
      await opsHome.goto();
      await opsSignIn.signIn(coordinator);
      await expect(opsHome.title).toHaveText('Today’s work');
      await failing.create();

      // The worker's check opens an incident: the home page warns (after a reload) and the coordinators are emailed.
      const warning = opsHome.main.getByRole('alert').filter({ hasText: 'Background work needs a look' });
      await expect(async () => {
        await page.reload();
        await expect(opsHome.figureValue('Requests needing attention')).toHaveText(/^\d+$/);
        await expect(warning).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(warning).toContainText('Background jobs have failed');
      await mailbox.waitForTo(stack.coordinatorsInbox, 'Background work needs a look');

      await warning.getByRole('link', { name: 'Open Background work' }).click();
      await expect(backgroundWork.title).toHaveText('Background work');
      const job = backgroundWork.failedJob(failing.enquiryId);
      await expect(job).toHaveCount(1);
      await expect(job.getByRole('heading')).toHaveText('send-email: contact-acknowledgement');
      await expect(job).toContainText('501 Error: Bad recipient address syntax');
      await expect(backgroundWork.main).not.toContainText(failing.badAddress);
      await expect(backgroundWork.queueRow('mail').getByRole('cell').nth(3)).not.toHaveText('0');
      await expectNoAxeViolations(page, 'Background work with a failed job');

      // The family's address is put right, then the email is sent again from the page.
      await failing.correctAddress();
      await backgroundWork.retryButton(job).click();
      await expect(job).toHaveCount(0);
      const acknowledgement = await mailbox.waitForTo(failing.goodAddress);
      expect(acknowledgement.subject).toMatch(/message/i);

      // With the failure dealt with, the incident clears and the home page no longer warns.
      await backgroundWork.menuItem('Home').click();
      await expect(async () => {
        await page.reload();
        await expect(opsHome.figureValue('Requests needing attention')).toHaveText(/^\d+$/);
        await expect(warning).toHaveCount(0, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      await failing.cleanUp();
    }
  });

  test('analysts do not get the page, in the menu or by address, and the API refuses them', async ({
    opsAccounts,
    opsSignIn,
    opsLayout,
    page,
  }) => {
    const analyst = await opsAccounts.create({ role: 'analyst' });
    await page.goto('/ops/#/background-work');
    await opsSignIn.signIn(analyst);
    await expect(opsLayout.title).toHaveText('Not open to your role');
    await expect(opsLayout.menuItem('Background work')).toHaveCount(0);
    expect((await page.request.get('/api/ops/queue-health')).status()).toBe(403);
  });
});
