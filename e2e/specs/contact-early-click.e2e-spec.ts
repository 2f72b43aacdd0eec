import { expect, test } from '../fixtures/test.js';

test.describe('Contact page before its scripts have run', () => {
  test("a click on 'Schedule a call' as soon as the page shows is not lost: the dialog opens when the scripts run", async ({
    page,
    contactPage,
  }) => {
    // Hold every script until the click is done: the prerendered page is all the visitor has.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await expect(contactPage.scheduleCallButton).toBeVisible({ timeout: 30_000 });
    await contactPage.scheduleCallButton.click();
    await expect(contactPage.consultation.root).toHaveCount(0);

    release();
    await expect(contactPage.consultation.root).toBeVisible({ timeout: 30_000 });
    await expect(contactPage.consultation.root).toContainText('Request a Free 15-Minute Consultation');
  });
});
