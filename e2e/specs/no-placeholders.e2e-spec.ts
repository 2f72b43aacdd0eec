import { expect, test } from '../fixtures/test.js';

/**
 * The business's details not given yet (company, contact email and phone, names) are left out of every public page:
 * a visitor never reads "[placeholder: …]". (The release build refuses to run until they are given.)
 */
test.describe('Details not given yet', () => {
  test('no public page shows a placeholder, in its HTML or once its scripts have run', async ({
    page,
    layout,
    request,
  }) => {
    test.setTimeout(120_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(paths).toEqual(expect.arrayContaining(['/', '/contact', '/team', '/privacy']));
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      expect(html, `the HTML of ${path}`).not.toContain('[placeholder');
    }

    for (const path of ['/', '/contact', '/team', '/privacy', '/terms']) {
      await page.goto(path);
      await layout.waitForHydration();
      await expect(page.locator('body'), `${path} once its scripts have run`).not.toContainText('[placeholder');
      // The footer: the emergency line and the year stay; nothing dangles where a detail is left out.
      await expect(layout.footer).toContainText('In an emergency call 999.');
      await expect(layout.footer).not.toContainText(/ · $|^ · /m);
      await expect(layout.footer.getByRole('link', { name: /^mailto:|\[/ })).toHaveCount(0);
    }
  });
});
