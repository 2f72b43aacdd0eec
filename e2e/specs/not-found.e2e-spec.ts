import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/test.js';

test.describe('Unknown addresses', () => {
  test('an unknown path answers HTTP 404 with the 404 page and links onward', async ({ page, notFoundPage }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(notFoundPage.heading).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(notFoundPage.homeLink).toHaveAttribute('href', '/');
    await expect(notFoundPage.finderLink).toHaveAttribute('href', '/finder');
    await expect(notFoundPage.contactLink).toHaveAttribute('href', '/contact');

    await notFoundPage.waitForHydration();
    await notFoundPage.finderLink.click();
    await expect(page).toHaveURL(/\/finder$/);
  });

  test('article links that point nowhere (spec section 2) land on the 404 page', async ({ request }) => {
    for (const path of ['/blog/article-4', '/blog/first-visit', '/services/unknown', '/404']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('404 Page Not Found');
    }
  });

  test('/about and /about/ both answer 200 with the About page', async ({ request }) => {
    for (const path of ['/about', '/about/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('404 Page Not Found');
    }
  });

  test("an unknown results id shows 'Request Not Found' with a way back to the finder", async ({
    page,
    resultsPage,
  }) => {
    const response = await page.goto(`/results/${randomUUID()}`);
    expect(response?.status()).toBe(200); // the app shell; the API answers 404 for the request
    await resultsPage.expectHeading('Request Not Found');
    await expect(resultsPage.startNewSearch).toHaveAttribute('href', '/finder');
    await expect(resultsPage.backToSearch).toBeVisible();
  });

  test('an unknown API path answers JSON 404, not the page', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404 });
  });
});
