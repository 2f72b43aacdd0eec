import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

/** Holds back every script of the page until `release` is called: a slow phone still loading the app. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

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

  // The API sends each page with a strict Content-Security-Policy: scripts from this origin and the page's own
  // inline scripts, by the hashes its build listed (public-web/scripts/csp-hashes.mjs). The cspViolations fixture
  // (fixtures/test.ts) fails any test that met a violation once the test has run (the browser reports them
  // asynchronously); here every kind of page is loaded and used on purpose, and its policy checked.
  for (const [path, status] of [
    ['/', 200],
    ['/faq', 200],
    ['/contact', 200],
    ['/blog/falls-prevention', 200],
    ['/no-such-page', 404],
  ] as const) {
    test(`${path} runs under its Content-Security-Policy with no violation`, async ({ page, homePage }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/]+=')+(;|$)/);
      expect(policy).toContain("frame-ancestors 'none'");
      await homePage.waitForHydration();
    });
  }

  test('the finder runs under its Content-Security-Policy with no violation, from step to step', async ({
    page,
    finderPage,
  }) => {
    const response = await page.goto('/finder');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await finderPage.waitForHydration();
    await finderPage.enterPostcode('SW1A 1AA');
    await finderPage.expectStep(2);
    await finderPage.chooseCondition('stroke-recovery');
    await finderPage.expectStep(3);
  });

  test("the browser tab and a phone's home screen get the site's icon", async ({ page, request }) => {
    await page.goto('/');
    const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
    await expect(icons).toHaveCount(2);
    for (const href of await icons.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toBe('image/png');
    }
  });

  test('the page is on screen before any of its scripts is requested', async ({ page, homePage }) => {
    await page.goto('/');
    await homePage.waitForHydration();
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaint).not.toBeNull();
    expect(Number.isFinite(firstScript)).toBe(true);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint!);
  });

  // The form is on screen before the app has started: what a family types or sends then must not be lost.
  test.describe('before the scripts have loaded', () => {
    test("the postcode typed and Continue pressed: the finder goes on to step 2 once it's ready", async ({
      page,
      finderPage,
    }) => {
      const scripts = await holdScripts(page);
      await page.goto('/finder', { waitUntil: 'domcontentloaded' });
      await finderPage.postcode.fill('sw1a 1aa');
      await finderPage.forwardButton.click();
      scripts.release();

      await finderPage.expectStep(2);
      await expect(finderPage.stepHeading).toHaveText('What does your parent need help with?');
      // The browser did not send the form itself: no reload, nothing in the address.
      expect(new URL(page.url()).search).toBe('');
      await finderPage.previousButton.click();
      await expect(finderPage.postcode).toHaveValue('SW1A 1AA');
    });

    test('a postcode typed (or autofilled) early is the one the finder checks', async ({ page, finderPage }) => {
      const scripts = await holdScripts(page);
      await page.goto('/finder', { waitUntil: 'domcontentloaded' });
      await finderPage.postcode.fill('SS9 1AA');
      scripts.release();
      await finderPage.waitForHydration();

      await finderPage.continue();
      await finderPage.expectStep(2);
      await expect(finderPage.problem).toHaveCount(0);
    });

    test('a contact message filled in and sent early is sent, and its details stay out of the address', async ({
      page,
      contactPage,
      mailbox,
      people,
    }) => {
      const scripts = await holdScripts(page);
      await page.goto('/contact', { waitUntil: 'domcontentloaded' });
      const email = people.email('early-contact');
      await contactPage.fillMessage({
        name: 'Margaret Early',
        email,
        subject: 'Pricing',
        message: 'Sent before the page had finished loading.',
        privacy: true,
      });
      await contactPage.sendButton.click();
      scripts.release();

      await expect(contactPage.thankYou).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      const toTeam = await mailbox.waitFor('the early message, to the team', (mail) =>
        Boolean(mail.text?.includes('Sent before the page had finished loading.')),
      );
      expect(toTeam.subject).toBe('New message: Pricing from Margaret Early');
      expect(toTeam.text).toContain(email);
    });
  });
});
