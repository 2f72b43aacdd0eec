import type { CoverageCountiesResponse } from '@physio/api-contract';
import { expect, test } from '../fixtures/test.js';

// Issue 20: every sentence about where we work comes from the coverage data (GET /api/coverage/counties: offered
// districts grouped by their ONS county), never from a fixed list.
test.describe('Where we work, from the coverage data', () => {
  let counties: CoverageCountiesResponse['counties'];

  test.beforeAll(async ({ request }) => {
    ({ counties } = (await (await request.get('/api/coverage/counties')).json()) as CoverageCountiesResponse);
    expect(counties.length).toBeGreaterThan(0);
  });

  test('the partnership page has a card for each county served, naming the London boroughs we reach', async ({
    page,
  }) => {
    await page.goto('/estuary-partnership');
    const cards = page.getByTestId('covered-counties');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(counties.map((c) => c.county));
    const london = counties.find((c) => c.county === 'London');
    if (london) {
      const card = cards.locator('.chakra-card__root', { has: page.getByRole('heading', { name: 'London' }) });
      for (const borough of london.local_authorities) await expect(card).toContainText(borough);
      // Outer London boroughs no physiotherapist reaches are not named.
      await expect(card).not.toContainText('Harrow');
    }
    await expect(page.getByRole('main')).not.toContainText('Greater London');
  });

  test('the FAQ answers "Which areas do you cover?" with the counties served', async ({ faqPage }) => {
    await faqPage.goto();
    const question = faqPage.question('Which areas do you cover?');
    await question.click();
    const answer = await faqPage.answerTo(question);
    await expect(answer).toContainText('We currently visit families in parts of');
    for (const { county } of counties) await expect(answer).toContainText(county);
  });
});
