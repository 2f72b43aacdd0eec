import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

/**
 * Screenshots for a person to look at, not assertions: runs only when E2E_SCREENSHOTS_DIR names a folder outside
 * the repository (playwright.config.ts ignores this file otherwise).
 */
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '';

for (const width of [360, 1280]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    const shot = async (page: Page, name: string) => {
      mkdirSync(DIR, { recursive: true });
      await page.screenshot({ path: join(DIR, `${width}-${name}.png`), fullPage: true, animations: 'disabled' });
    };

    test('pages and states', async ({ page, layout, finderPage, resultsPage, contactPage, finderRequests }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await layout.waitForHydration();
      await shot(page, 'home');

      await finderPage.gotoFresh();
      await shot(page, 'finder-1');
      await finderPage.continue();
      await shot(page, 'finder-1-error');
      await finderPage.enterPostcode('SS9 1AA');
      await finderPage.expectStep(2);
      await shot(page, 'finder-2');
      await finderPage.chooseCondition('falls-prevention');
      await shot(page, 'finder-3');
      await finderPage.chooseUrgency('soon');
      await shot(page, 'finder-4');
      await finderPage.fillContactDetails({ name: 'Sam', phone: '07700 900123', consent: true });
      await finderPage.continue();
      await page.waitForTimeout(1500);
      await shot(page, 'finder-4-phone-refused');

      const matched = await finderRequests.create({
        postcode: 'SS9 1AA',
        condition: 'falls-prevention',
        urgency: 'soon',
      });
      await resultsPage.goto(matched.id);
      await resultsPage.expectHeading(/^We've asked .+ to take on your parent$/);
      await shot(page, 'results-matched');
      const unmatched = await finderRequests.create({ postcode: 'HP5 1AA', condition: 'respiratory', urgency: 'soon' });
      await resultsPage.goto(unmatched.id);
      await resultsPage.expectHeading("We're Here to Help");
      await shot(page, 'results-unmatched');

      await finderPage.gotoFresh();
      await finderPage.enterPostcode('EH1 1AA');
      await expect(finderPage.waitlist.root).toBeVisible();
      await shot(page, 'waitlist');

      await contactPage.goto();
      await shot(page, 'contact');
      await contactPage.sendButton.click();
      await shot(page, 'contact-errors');
      await contactPage.page.reload();
      await layout.waitForHydration();
      const dialog = await contactPage.openConsultation();
      await page.waitForTimeout(500);
      await shot(page, 'consultation');
      await dialog.submitButton.click();
      await shot(page, 'consultation-errors');

      await page.goto('/faq');
      await layout.waitForHydration();
      await shot(page, 'faq');
      await page.goto('/no-such-page');
      await shot(page, '404');
      if (width === 360) {
        await page.goto('/');
        await layout.waitForHydration();
        await layout.openDrawer();
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(DIR, `${width}-drawer.png`), animations: 'disabled' });
      }
    });
  });
}
