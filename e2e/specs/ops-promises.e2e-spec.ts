import { expectNoAxeViolations } from '../fixtures/a11y.js';
import { expect, test } from '../fixtures/test.js';
import { PromisesReportPage } from '../pages/ops/PromisesReportPage.js';

test.describe('The promises report', () => {
  test.slow();

  test('a coordinator opens it from the menu and reads the figures of the requests families confirmed', async ({
    finderRequests,
    opsAccounts,
    opsSignIn,
    opsLayout,
    page,
  }) => {
    // A confirmed urgent request in CO7: the report counts it under its district today.
    await finderRequests.create({ postcode: 'CO7 7AA', condition: 'respiratory', urgency: 'urgent' });
    const report = new PromisesReportPage(page);
    await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'coordinator' }));
    await page.goto('/ops/');
    await opsLayout.menuItem('Promises').click();
    await expect(opsLayout.title).toHaveText('Promises', { timeout: 30_000 });
    await expect(report.main).toContainText('Reply within 24 hours');

    await report.choose('Period', 'Last 30 days');
    await report.choose('Group by', 'District');
    await report.choose('Urgency', 'Urgent');
    await expect(report.table.getByRole('cell', { name: 'CO7', exact: true })).toBeVisible({ timeout: 20_000 });
    const [district, confirmed, accepted] = await report.rowOf('CO7');
    expect(district).toBe('CO7');
    expect(Number(confirmed)).toBeGreaterThanOrEqual(1);
    expect(accepted).toMatch(/^\d+ \(\d+%\)$/);
    // Coordinators may see how each physiotherapist does.
    await report.main.getByRole('combobox', { name: 'Group by' }).click();
    await expect(page.getByRole('option', { name: 'Physiotherapist' })).toBeVisible();
    await page.keyboard.press('Escape');

    const csv = await page.request.get((await report.downloadCsv.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/^id,label,confirmed,/);

    await expectNoAxeViolations(page, 'the promises report');
  });

  test('an analyst reads it without the physiotherapist grouping, and at phone width it stays usable', async ({
    finderRequests,
    opsAccounts,
    opsSignIn,
    opsLayout,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await finderRequests.create({ postcode: 'CO7 7AA', condition: 'respiratory', urgency: 'urgent' });
    const report = new PromisesReportPage(page);
    await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'analyst' }));
    await report.goto();
    await expect(opsLayout.title).toHaveText('Promises', { timeout: 30_000 });
    await report.choose('Group by', 'Urgency');
    await expect(report.figures.getByRole('heading', { name: 'Urgent', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await report.main.getByRole('combobox', { name: 'Group by' }).click();
    await expect(page.getByRole('option', { name: 'County' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Physiotherapist' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the promises report at 390 px');
  });
});
