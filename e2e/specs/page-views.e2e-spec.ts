import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

const PAGE_VIEW = '/api/analytics/page-view';

/** Every page-view report the page sends, with what it carried and how the API answered. */
function recordPageViews(page: Page) {
  const sent: { body: unknown; cookie: Promise<string | undefined>; status: Promise<number | undefined> }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== PAGE_VIEW) return;
    sent.push({
      body: request.postDataJSON(),
      // headers() leaves cookies out; allHeaders() has what the browser actually sent.
      cookie: request.allHeaders().then((headers) => headers['cookie']),
      status: request.response().then((response) => response?.status()),
    });
  });
  return sent;
}

// Page views are sent when the browser is idle, up to 2 s after each of two steps; this is longer than both.
const LONGER_THAN_A_REPORT_TAKES = 5_000;
/**
 * How long a report may take to be sent and stored on a busy machine (the browser, the API and PostgreSQL share two
 * cores with the rest of the suite). The wait ends as soon as it is there; a report that never comes still fails.
 */
const A_REPORT_ARRIVES = { timeout: 30_000 };

test.describe('Page views', () => {
  test('each page a visitor sees is reported to our API with its path and the referring site only', async ({
    homePage,
    page,
  }) => {
    const sent = recordPageViews(page);
    await page.goto('/', { referer: 'https://www.search.example/results?q=home+physio+for+mum' });
    await homePage.waitForHydration();
    await expect.poll(() => sent.length, A_REPORT_ARRIVES).toBe(1);
    expect(sent[0].body).toEqual({ path: '/', referrer_host: 'www.search.example' });

    await homePage.headerNav.getByRole('link', { name: 'Our Team', exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect.poll(() => sent.length, A_REPORT_ARRIVES).toBe(2);
    // A move inside the site has no referring site: only the first view can carry one.
    expect(sent[1].body).toEqual({ path: '/team', referrer_host: null });

    for (const report of sent) {
      expect(await report.status).toBe(204);
      expect(await report.cookie).toBeUndefined();
    }
  });

  test('a visitor who leaves before the browser has a moment to spare is still counted', async ({
    db,
    layout,
    page,
  }) => {
    // A browser that never goes idle: the report cannot go out on the usual idle path, only as the page is left.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
    const sent = recordPageViews(page);
    const referrerHost = `leaves-early-${Date.now()}.example`;
    try {
      await page.goto('/faq', { referer: `https://${referrerHost}/` });
      await layout.waitForHydration();
      expect(sent).toHaveLength(0);
      expect(await db.pageViewCount('/faq', referrerHost)).toBe(0);

      // The visitor leaves: the browser fires pagehide, and the report goes out then, as a keepalive request that
      // would outlive the page. The event is fired here rather than by navigating away: on a loaded machine Chromium
      // gives a page it is leaving only a short while to run its pagehide handlers before ending its process (about a
      // quarter of navigations lost the report at load average 20), which is the browser's scheduling, not ours.
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
      await expect.poll(() => sent.length, A_REPORT_ARRIVES).toBe(1);
      expect(sent[0].body).toEqual({ path: '/faq', referrer_host: referrerHost });
      expect(await sent[0].status).toBe(204);
      await expect.poll(() => db.pageViewCount('/faq', referrerHost), A_REPORT_ARRIVES).toBe(1);
      // Hidden once, reported once: a later idle moment or another pagehide sends nothing more.
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
      await page.waitForTimeout(LONGER_THAN_A_REPORT_TAKES);
      expect(sent).toHaveLength(1);
    } finally {
      await db.removePageViews(referrerHost);
    }
  });

  test('a visitor who turns counting off on the cookies page is not counted, after a reload too', async ({
    layout,
    page,
  }) => {
    const sent = recordPageViews(page);
    await page.goto('/cookies');
    await layout.waitForHydration();
    const label = 'Count my visits in anonymous page statistics';
    const counting = page.getByRole('switch', { name: label });
    const toggle = () => page.getByText(label, { exact: true }).click();
    await expect(counting).toBeChecked();
    await toggle();
    await expect(counting).not.toBeChecked();
    await expect(page.getByText('Off: this browser will not report any page views.')).toBeVisible();

    await page.reload();
    await layout.waitForHydration();
    await expect(counting).not.toBeChecked();
    const before = sent.length;
    await page.goto('/faq');
    await layout.waitForHydration();
    await page.waitForTimeout(LONGER_THAN_A_REPORT_TAKES);
    expect(sent.length).toBe(before);

    // Turning it back on counts the next page again: the check above was not passing for want of a report.
    await page.goto('/cookies');
    await layout.waitForHydration();
    await toggle();
    await expect(counting).toBeChecked();
    await layout.headerNav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect
      .poll(() => sent.some((report) => (report.body as { path: string }).path === '/'), A_REPORT_ARRIVES)
      .toBe(true);
  });
});
