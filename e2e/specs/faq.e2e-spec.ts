import { expect, test } from '../fixtures/test.js';

// Spec section 8 (FAQ page) and its data: 16 entries in six categories, filtered by category, several open at once.
const SAFETY_QUESTIONS = [
  'What should I do in an emergency?',
  'How do you make sure physiotherapists are safe to let into the home?',
  'What if we are unhappy with the physiotherapist?',
];

test.describe('FAQ page', () => {
  test.beforeEach(async ({ faqPage }) => {
    await faqPage.goto();
  });

  test('all 16 questions start closed, each tagged with its category', async ({ faqPage }) => {
    await expect(faqPage.questions).toHaveCount(16);
    for (const question of await faqPage.questions.all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(faqPage.category('All Questions')).toHaveAttribute('aria-pressed', 'true');
    await expect(faqPage.question('How much does it cost?')).toContainText('Getting Started');
    await expect(faqPage.question('What should I do in an emergency?')).toContainText('Safety and Support');
  });

  test('a category shows only its questions, without tags; All Questions brings the rest back', async ({ faqPage }) => {
    await faqPage.category('Safety and Support').click();
    await expect(faqPage.category('Safety and Support')).toHaveAttribute('aria-pressed', 'true');
    await expect(faqPage.questions).toHaveText(SAFETY_QUESTIONS);
    await expect(faqPage.main.getByText('Showing 3 questions in Safety and Support')).toBeAttached();

    await faqPage.category('All Questions').click();
    await expect(faqPage.questions).toHaveCount(16);
    await expect(faqPage.question('What should I do in an emergency?')).toContainText('Safety and Support');
  });

  test('several answers can be open at once, and a question closes its own answer', async ({ faqPage }) => {
    const cost = faqPage.question('How much does it cost?');
    const emergency = faqPage.question('What should I do in an emergency?');
    await cost.click();
    await emergency.click();

    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(emergency).toHaveAttribute('aria-expanded', 'true');
    await expect(await faqPage.answerTo(cost)).toContainText('Our matching service is free to families.');
    await expect(await faqPage.answerTo(emergency)).toBeVisible();

    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await expect(await faqPage.answerTo(cost)).toBeHidden();
    await expect(await faqPage.answerTo(emergency)).toBeVisible();
  });

  test('questions open from the keyboard', async ({ faqPage, page }) => {
    // From the last category button, Tab reaches the first question.
    await faqPage.category('Safety and Support').focus();
    await page.keyboard.press('Tab');
    const first = faqPage.question('How does Home Physio Finder work?');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(faqPage.question('How much does it cost?')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(faqPage.question('How much does it cost?')).toHaveAttribute('aria-expanded', 'true');
  });

  test('each question is a heading, for a screen reader listing them', async ({ faqPage }) => {
    await expect(faqPage.main.getByRole('heading', { level: 2, name: /How much does it cost\?/ })).toBeVisible();
  });

  test('the cards at the bottom lead to the contact page and the finder', async ({ faqPage }) => {
    await expect(faqPage.main.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/contact');
    await expect(faqPage.main.getByRole('link', { name: 'Book a free call' })).toHaveAttribute('href', '/contact');
    await expect(faqPage.main.getByRole('link', { name: 'Find a Physiotherapist' })).toHaveAttribute('href', '/finder');
  });
});
