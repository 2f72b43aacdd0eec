import { expect, test } from '../fixtures/test.js';

/** The dashboard's tab shows our icon, and loading a page asks for nothing that is not there. */
test('the dashboard has an icon and no request of a page load answers 404', async ({ page, opsSignIn }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await opsSignIn.goto();
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const href = await icon.getAttribute('href');
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\//);
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
