import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../fixtures/a11y.js';
import { expect, test } from '../fixtures/test.js';
import { DemandReportPage } from '../pages/ops/DemandReportPage.js';

/** RFC 4180 lines to cells (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted) {
          if (c === '"' && line[i + 1] === '"') {
            cell += '"';
            i++;
          } else if (c === '"') quoted = false;
          else cell += c;
        } else if (c === '"') quoted = true;
        else if (c === ',') {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

test.describe('The demand report', () => {
  // A long journey (sign-in, the worker's roll-up, a download, axe over a chart and a map): three times the usual time.
  test.slow();

  test('an analyst lands on it, reads out-of-area demand and downloads the CSV of what the page shows', async ({
    opsAccounts,
    opsSignIn,
    opsLayout,
    page,
  }) => {
    const report = new DemandReportPage(page);
    // Three out-of-area searches from Shetland, as the site's finder sends them: two people in ZE1, one in ZE2; and
    // one from Inverness.
    const search = (postcode: string, condition: string, browser: string) =>
      page.request.post('/api/expansion-tracking', {
        data: { postcode, condition, timestamp: new Date().toISOString(), type: 'out_of_area_search' },
        headers: { 'user-agent': `E2E demand browser ${browser}` },
      });
    for (const [postcode, condition, browser] of [
      ['ZE1 0AA', 'stroke-recovery', 'a'],
      ['ZE1 0AB', 'stroke-recovery', 'b'],
      ['ZE2 9AA', 'falls-prevention', 'a'],
      // Demand elsewhere too, so that the page's area filter has something to leave out.
      ['IV1 1AA', 'falls-prevention', 'c'],
    ]) {
      expect((await search(postcode, condition, browser)).status()).toBe(202);
    }

    const analyst = await opsAccounts.create({ role: 'analyst', displayName: 'Dana Analyst' });
    await opsSignIn.goto();
    await opsSignIn.signIn(analyst);
    await expect(opsLayout.title).toHaveText('Demand', { timeout: 30_000 });
    expect(await opsLayout.menuLabels()).toEqual(['Home', 'Demand', 'Promises', 'Coverage', 'My account']);

    // The worker rolls the searches up within moments (longer while it is still starting on a busy machine): wait
    // for the API to count them, as the page will.
    const filter = encodeURIComponent(JSON.stringify({ period: '7d', group: 'district', area: 'ZE' }));
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/ops/demand?filter=${filter}`)).json()) as unknown[]).length,
        {
          timeout: 90_000,
        },
      )
      .toBe(2);

    await report.groupBy('By district').click();
    await expect(report.groupBy('By district')).toHaveAttribute('aria-pressed', 'true');
    await report.showArea('ZE');
    await expect(report.rankedTable.locator('tbody tr').first()).toContainText('ZE1', { timeout: 20_000 });
    await expect(report.rankedTable.locator('tbody tr')).toHaveCount(2);
    const rows = await report.rows();
    // Rank, district, places, covered, searches, waitlist joins, people, waiting now.
    expect(rows[0].slice(0, 2)).toEqual(['1', 'ZE1']);
    expect(rows[1].slice(0, 2)).toEqual(['2', 'ZE2']);
    expect(Number(rows[0][4])).toBeGreaterThanOrEqual(2);
    expect(Number(rows[0][6])).toBeGreaterThanOrEqual(2);
    expect(rows[0][3]).toBe('Not covered');

    await expect(report.trend.getByRole('img')).toBeVisible();
    await expect(report.map.getByRole('img')).toBeVisible();
    await expect(report.map.getByRole('rowheader', { name: 'ZE1' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await report.downloadCsv.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^demand-by-district-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = join(test.info().outputDir, download.suggestedFilename());
    await download.saveAs(file);
    const [header, ...lines] = parseCsv(await readFile(file, 'utf8'));
    expect(header).toEqual([
      'from',
      'to',
      'rank',
      'area',
      'district',
      'condition',
      'places',
      'covered_districts',
      'districts',
      'searches',
      'waitlist_joins',
      'people',
      'waiting',
    ]);
    // Exactly the rows on screen, in the same order, with the same figures.
    expect(
      lines.map((c) => [c[2], c[4], c[6], c[7] === '0' ? 'Not covered' : 'Covered', c[9], c[10], c[11], c[12]]),
    ).toEqual(rows);

    // Supply beside demand for the top row: counts and capacity, never a person's name for an analyst.
    await report.rankedTable.getByRole('cell', { name: 'ZE1', exact: true }).click();
    await expect(report.supply.getByRole('heading', { name: /District ZE1/ })).toBeVisible();
    await expect(report.supply).toContainText('people waiting now');
    await expect(report.supply.getByRole('columnheader', { name: 'Physiotherapist' })).toHaveCount(0);

    await expectNoAxeViolations(page, 'the demand report');
  });

  test('at phone width the report stays usable and accessible', async ({ opsAccounts, opsSignIn, opsLayout, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const report = new DemandReportPage(page);
    await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'coordinator' }));
    await report.goto();
    await expect(opsLayout.title).toHaveText('Demand', { timeout: 30_000 });
    await expect(report.downloadCsv).toBeVisible();
    await expect(report.map.getByRole('img')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the demand report at 390 px');
  });
});
