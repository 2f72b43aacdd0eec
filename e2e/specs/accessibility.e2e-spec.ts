import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '../fixtures/a11y.js';
import { expect, test } from '../fixtures/test.js';

/** Every indexable page of the built site, from its own sitemap. */
const SITEMAP = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'public-web',
  'build',
  'client',
  'sitemap.xml',
);
const ROUTES = [...readFileSync(SITEMAP, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);

test.describe('axe-core, WCAG 2.2 AA: every page', () => {
  test('the sitemap lists the pages of the spec route table', () => {
    expect(ROUTES).toHaveLength(31);
    expect(ROUTES).toEqual(
      expect.arrayContaining([
        '/',
        '/finder',
        '/contact',
        '/faq',
        '/about',
        '/care-philosophy',
        '/blog/early-intervention',
      ]),
    );
  });

  for (const route of ROUTES) {
    test(`page ${route}`, async ({ page, layout }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await layout.waitForHydration();
      await expectNoAxeViolations(page, route);
    });
  }

  test('the 404 page', async ({ page, notFoundPage }) => {
    await page.goto('/no-such-page');
    await expect(notFoundPage.heading).toBeVisible();
    await expectNoAxeViolations(page, 'the 404 page');
  });
});

test.describe('axe-core, WCAG 2.2 AA: states', () => {
  test('wizard steps 1, 2 and 4, and step 2 with its message', async ({ finderPage, page }) => {
    await finderPage.gotoFresh();
    await expectNoAxeViolations(page, 'finder step 1');
    await finderPage.enterPostcode('SS9 1AA');
    await finderPage.expectStep(2);
    await expectNoAxeViolations(page, 'finder step 2');
    await finderPage.continue();
    await expect(finderPage.problem).toBeVisible();
    await expectNoAxeViolations(page, 'finder step 2 with "Condition required"');
    await finderPage.chooseCondition('falls-prevention');
    await finderPage.chooseUrgency('soon');
    await finderPage.expectStep(4);
    await expectNoAxeViolations(page, 'finder step 4');
  });

  test('wizard step 3, with and without its message', async ({ finderPage, page }) => {
    await finderPage.gotoFresh();
    await finderPage.enterPostcode('SS9 1AA');
    await finderPage.chooseCondition('falls-prevention');
    await finderPage.expectStep(3);
    await expectNoAxeViolations(page, 'finder step 3');
    await finderPage.continue();
    await expect(finderPage.problem).toBeVisible();
    await expectNoAxeViolations(page, 'finder step 3 with "Urgency required"');
  });

  test('field messages meet colour contrast (finder steps 1 and 4)', async ({ finderPage, page }) => {
    await finderPage.gotoFresh();
    await finderPage.continue();
    await expect(finderPage.problem).toBeVisible();
    await expectNoAxeViolations(page, 'finder step 1 with "Postcode required"');
    await finderPage.enterPostcode('SS9 1AA');
    await finderPage.chooseCondition('falls-prevention');
    await finderPage.chooseUrgency('soon');
    await finderPage.fillContactDetails({ name: 'Sam', email: 'not-an-email' });
    await finderPage.continue();
    await expect(finderPage.problem).toBeVisible();
    await expectNoAxeViolations(page, 'finder step 4 with its messages');
  });

  test('the waitlist modal', async ({ finderPage, page }) => {
    await finderPage.gotoFresh();
    await finderPage.enterPostcode('EH1 1AA');
    await expect(finderPage.waitlist.root).toBeVisible();
    await expectNoAxeViolations(page, 'the waitlist modal');
  });

  test('the consultation dialog', async ({ contactPage, page }) => {
    await contactPage.goto();
    await contactPage.openConsultation();
    await expectNoAxeViolations(page, 'the consultation dialog');
  });

  test('the consultation dialog with its messages', async ({ contactPage, page }) => {
    await contactPage.goto();
    const dialog = await contactPage.openConsultation();
    await dialog.submitButton.click();
    await expect(dialog.errorFor(dialog.name)).toBeVisible();
    await expectNoAxeViolations(page, 'the consultation dialog with its messages');
  });

  test('the contact form with its messages', async ({ contactPage, page }) => {
    await contactPage.goto();
    await contactPage.sendButton.click();
    await expect(contactPage.errorFor(contactPage.name)).toBeVisible();
    await expectNoAxeViolations(page, 'the contact form with its messages');
  });

  test('the contact thank-you screen', async ({ contactPage, people, page }) => {
    await contactPage.goto();
    await contactPage.fillMessage({
      name: 'Ann Lee',
      email: people.email('a11y'),
      subject: 'Other',
      message: 'Hello',
      privacy: true,
    });
    await contactPage.sendButton.click();
    await expect(contactPage.thankYou).toBeVisible();
    // The success toast is part of this screen: its code loads with the first toast, so wait until it is shown.
    await expect(contactPage.toast('Message sent successfully!')).toBeVisible();
    await expectNoAxeViolations(page, 'the contact thank-you screen');
  });

  test('results: matched', async ({ finderRequests, resultsPage, page }) => {
    const request = await finderRequests.create({
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
    });
    expect(request.status).toBe('matched');
    await resultsPage.goto(request.id);
    await resultsPage.expectHeading(/^We've asked .+ to take on your parent$/);
    await resultsPage.contactPhysiotherapist.click(); // the expanded "how to reach" panel too
    await expectNoAxeViolations(page, 'results, matched');
  });

  test('results: no match', async ({ finderRequests, resultsPage, page }) => {
    const request = await finderRequests.create({ postcode: 'HP5 1AA', condition: 'respiratory', urgency: 'soon' });
    expect(request.status).toBe('unmatched');
    await resultsPage.goto(request.id);
    await resultsPage.expectHeading("We're Here to Help");
    await expectNoAxeViolations(page, 'results, no match');
  });

  test('results: request not found', async ({ resultsPage, page }) => {
    await resultsPage.goto('00000000-0000-4000-8000-000000000000');
    await resultsPage.expectHeading('Request Not Found');
    await expectNoAxeViolations(page, 'results, not found');
  });

  test('the FAQ with a category chosen and a question open', async ({ faqPage, page }) => {
    await faqPage.goto();
    await faqPage.category('All Questions').click();
    await faqPage.questions.first().click();
    await expectNoAxeViolations(page, 'the FAQ, a question open');
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('the mobile drawer open', async ({ homePage, page }) => {
      await homePage.goto();
      await expectNoAxeViolations(page, 'home at 360 px');
      await homePage.openDrawer();
      await expectNoAxeViolations(page, 'the mobile drawer');
    });
  });
});
