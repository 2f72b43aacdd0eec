import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

const focusIsInside = (container: Locator) => container.evaluate((root) => root.contains(document.activeElement));

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('Keyboard only', () => {
  test('the wizard can be completed with Tab, arrow keys, Space and Enter', async ({
    finderPage,
    resultsPage,
    finderRequests,
    page,
  }) => {
    await finderPage.gotoFresh();
    await tabTo(page, finderPage.postcode);
    await page.keyboard.type('SS9 1AA');
    await page.keyboard.press('Enter');
    await finderPage.expectStep(2);
    // The new step's heading takes focus, so screen readers announce it.
    await expect(finderPage.stepHeading).toBeFocused();

    // Into the radio group, then arrows move between the condition cards.
    await tabTo(page, finderPage.conditionGroup.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(finderPage.condition('stroke-recovery')).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(finderPage.condition('falls-prevention')).toBeChecked();
    await tabTo(page, finderPage.forwardButton);
    await page.keyboard.press('Enter');
    await finderPage.expectStep(3);

    await tabTo(page, finderPage.urgencyGroup.getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(finderPage.urgency('soon')).toBeChecked();
    await tabTo(page, finderPage.forwardButton);
    await page.keyboard.press('Enter');
    await finderPage.expectStep(4);

    await tabTo(page, finderPage.contactName);
    await page.keyboard.type('Sam Taylor');
    await tabTo(page, finderPage.consent);
    await page.keyboard.press('Space');
    await expect(finderPage.consent).toBeChecked();
    await tabTo(page, finderPage.forwardButton);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/results\//);
    finderRequests.track(resultsPage.requestId());
    await resultsPage.expectHeading(/^Recommended: /);
  });

  test('the consultation dialog keeps focus inside and closes on Escape', async ({ contactPage, page }) => {
    await contactPage.goto();
    await tabTo(page, contactPage.scheduleCallButton, 40);
    await page.keyboard.press('Enter');
    const dialog = contactPage.consultation;
    await expect(dialog.root).toBeVisible();
    await expect(dialog.name).toBeFocused();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog.root), `focus after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(dialog.root)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog.root).toBeHidden();
    await expect(contactPage.scheduleCallButton).toBeFocused();
  });

  test('the waitlist dialog keeps focus inside and closes on Escape', async ({ finderPage, page }) => {
    await finderPage.gotoFresh();
    await tabTo(page, finderPage.postcode);
    await page.keyboard.type('EH1 1AA');
    await page.keyboard.press('Enter');
    const waitlist = finderPage.waitlist;
    await expect(waitlist.root).toBeVisible();
    await expect.poll(() => focusIsInside(waitlist.root)).toBe(true);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(waitlist.root), `focus after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(waitlist.root).toBeHidden();
    await finderPage.expectStep(1);
  });
});
