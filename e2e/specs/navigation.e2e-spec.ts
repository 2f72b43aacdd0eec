import { expect, test } from '../fixtures/test.js';
import { MAIN_NAV } from '../pages/Layout.js';

test.describe('Mobile menu (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('opens with the six links, a chosen link navigates and closes it', async ({ homePage, page }) => {
    await homePage.goto();
    await expect(homePage.headerNav).toBeHidden();
    await expect(homePage.menuButton).toHaveAttribute('aria-expanded', 'false');

    const drawer = await homePage.openDrawer();
    // The drawer is modal: while it is open the page behind it, menu button included, is hidden from assistive tech.
    await expect(homePage.menuButton).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(drawer.nav.getByRole('link')).toHaveText(MAIN_NAV.map((item) => item.label));
    for (const item of MAIN_NAV) await expect(drawer.link(item.label)).toHaveAttribute('href', item.path);
    await expect(drawer.link('Home')).toHaveAttribute('aria-current', 'page');

    await drawer.link('Our Team').click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(drawer.root).toBeHidden();
    await expect(homePage.menuButton).toHaveAttribute('aria-expanded', 'false');

    await homePage.openDrawer();
    await expect(drawer.link('Our Team')).toHaveAttribute('aria-current', 'page');
  });

  test('Escape closes it and focus returns to the menu button, with a visible focus ring', async ({
    homePage,
    page,
  }) => {
    await homePage.goto();
    await homePage.menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = homePage.drawer;
    await expect(drawer.root).toBeVisible();
    // Focus moves into the drawer and stays there (Tab cycles inside).
    await expect.poll(() => drawer.root.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await drawer.root.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
    });
    expect(
      (outline.style !== 'none' && outline.width > 0) || outline.shadow !== 'none',
      `focus indicator ${JSON.stringify(outline)}`,
    ).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer.root).toBeHidden();
    await expect(homePage.menuButton).toBeFocused();
  });

  test('the close button closes it', async ({ homePage }) => {
    await homePage.goto();
    const drawer = await homePage.openDrawer();
    await drawer.closeButton.click();
    await expect(drawer.root).toBeHidden();
  });
});

test.describe('Desktop header (1280 px)', () => {
  test('shows the six links inline and highlights the current page', async ({ layout, page }) => {
    await page.goto('/services');
    await expect(layout.menuButton).toBeHidden();
    await expect(layout.headerNav.getByRole('link')).toHaveText(MAIN_NAV.map((item) => item.label));
    await expect(layout.headerNav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  });
});
