import { expect, test } from '../fixtures/test.js';

// Built pages paint from their HTML first and load their scripts after (public-web/scripts/paint-first.mjs).
test.describe('Page load', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page reads in full and its links lead on', async ({ page, homePage }) => {
      await page.goto('/');
      await expect(homePage.heading).toHaveText('Find a qualified home physiotherapist for your elderly parent');
      await expect(homePage.headerNav.getByRole('link', { name: 'Find a Physio' })).toHaveAttribute('href', '/finder');

      await homePage.findPhysioButton.click();
      await expect(page).toHaveURL(/\/finder$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  for (const path of ['/', '/finder', '/faq']) {
    test(`${path} starts its app with no script error`, async ({ page, homePage }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      await homePage.waitForHydration();
      expect(errors).toEqual([]);
    });
  }
});
