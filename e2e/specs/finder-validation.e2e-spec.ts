import { choose } from '../pages/controls.js';
import { expect, test } from '../fixtures/test.js';

test.describe('Finder wizard: every message a family can see', () => {
  test.beforeEach(async ({ finderPage }) => {
    await finderPage.gotoFresh();
  });

  test('each step is gated by its own rule (spec section 5)', async ({ finderPage }) => {
    await finderPage.expectStep(1);
    await expect(finderPage.progress).toHaveAttribute('aria-valuenow', '25');
    await expect(finderPage.previousButton).toBeDisabled();
    await expect(finderPage.postcode).toHaveAttribute('placeholder', 'SW1A 1AA');

    await finderPage.continue();
    await finderPage.expectProblem('Postcode required', "Please enter your parent's postcode to continue.");
    await expect(finderPage.postcode).toHaveAccessibleErrorMessage("Enter your parent's postcode");
    await expect(finderPage.postcode).toBeFocused();
    await finderPage.expectStep(1);

    await finderPage.postcode.fill('   ');
    await finderPage.continue();
    await finderPage.expectProblem('Postcode required', "Please enter your parent's postcode to continue.");

    await finderPage.enterPostcode('SS9 1AA');
    await finderPage.expectStep(2);
    await expect(finderPage.progress).toHaveAttribute('aria-valuenow', '50');
    await expect(finderPage.conditionGroup.getByRole('radio')).toHaveCount(8);
    await finderPage.continue();
    await finderPage.expectProblem('Condition required', 'Please select the condition that needs treatment.');
    await finderPage.expectStep(2);

    await finderPage.chooseCondition('stroke-recovery');
    await finderPage.expectStep(3);
    await expect(finderPage.urgencyGroup.getByRole('radio')).toHaveCount(3);
    await finderPage.continue();
    await finderPage.expectProblem('Urgency required', 'Please select how urgently support is needed.');
    await finderPage.expectStep(3);

    await finderPage.chooseUrgency('flexible');
    await finderPage.expectStep(4);
    await expect(finderPage.progress).toHaveAttribute('aria-valuenow', '100');
    await expect(finderPage.forwardButton).toHaveText('Find My Match');
    await expect(finderPage.additionalInfo).toHaveAttribute('rows', '4');

    // 'Previous' goes back one step and keeps the answer.
    await finderPage.previousButton.click();
    await finderPage.expectStep(3);
    await expect(finderPage.urgency('flexible')).toBeChecked();
    await finderPage.previousButton.click();
    await expect(finderPage.condition('stroke-recovery')).toBeChecked();
  });

  test('a postcode that is not a UK postcode is refused on step 1', async ({ finderPage }) => {
    await finderPage.enterPostcode('NOT A POSTCODE');
    await finderPage.expectProblem('Postcode not recognised', `"NOT A POSTCODE" doesn't look like a UK postcode`);
    await expect(finderPage.postcode).toHaveAccessibleErrorMessage('Enter a full UK postcode, for example SW1A 1AA');
    await finderPage.expectStep(1);
    await expect(finderPage.waitlist.root).toBeHidden();
  });

  test('contact details need consent, and invalid ones are named', async ({ finderPage }) => {
    await finderPage.enterPostcode('SS9 1AA');
    await finderPage.chooseCondition('falls-prevention');
    await finderPage.chooseUrgency('soon');
    await finderPage.expectStep(4);

    await finderPage.fillContactDetails({ name: 'Sam Taylor' });
    await finderPage.continue();
    await finderPage.expectProblem('Consent required', 'only shared with your consent');
    await expect(finderPage.main).toContainText(
      'Please tick this box so the physiotherapist may contact you, or remove your contact details',
    );
    await expect(finderPage.consent).toHaveAccessibleDescription(/Please tick this box/);
    await expect(finderPage.consent).toBeFocused();
    await finderPage.expectStep(4);

    await finderPage.fillContactDetails({ email: 'sam@invalid', phone: '12345' });
    await finderPage.continue();
    await finderPage.expectProblem('Please check your details', 'need correcting');
    await expect(finderPage.contactEmail).toHaveAccessibleErrorMessage('Please enter a valid email address');
    await expect(finderPage.contactPhone).toHaveAccessibleErrorMessage(
      'Please enter a valid UK phone number, for example 07123 456789',
    );
    await expect(finderPage.contactEmail).toBeFocused();

    // Clearing the contact details means nothing is shared, so no consent is needed.
    await finderPage.fillContactDetails({ name: '', email: '', phone: '' });
    await expect(finderPage.forwardButton).toHaveText('Find My Match');
  });

  test("a phone number only the API refuses is pointed out in the family's words, and nothing is sent", async ({
    finderPage,
    page,
  }) => {
    await finderPage.enterPostcode('SS9 1AA');
    await finderPage.chooseCondition('falls-prevention');
    await finderPage.chooseUrgency('soon');
    // UK-shaped, so the wizard lets it through; the API's number check (Ofcom's range kept for TV and film) does not.
    await finderPage.fillContactDetails({ name: 'Sam Taylor', phone: '07700 900123', consent: true });
    await finderPage.continue();

    await finderPage.expectProblem('Please check your details', 'need correcting');
    await expect(finderPage.contactPhone).toHaveAccessibleErrorMessage(
      'Please enter a valid UK phone number, for example 07123 456789',
    );
    await expect(finderPage.main).not.toContainText('contact_phone');
    await finderPage.expectStep(4);
    await expect(page).toHaveURL(/\/finder$/);
  });

  test('the example phone number the wizard suggests is accepted', async ({
    finderPage,
    resultsPage,
    finderRequests,
    people,
  }) => {
    await finderPage.complete({
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact: { name: 'Sam Taylor', email: people.email('finder-phone'), phone: '07123 456789', consent: true },
    });
    finderRequests.track(resultsPage.requestId());
    await resultsPage.expectHeading(/^Recommended: /);
  });
});

test.describe('Finder wizard: a reload keeps the answers', () => {
  test('reloading on step 4 returns to step 4 with every answer', async ({ finderPage, page }) => {
    await finderPage.gotoFresh();
    await finderPage.enterPostcode('ss9 1aa');
    await finderPage.chooseCondition('falls-prevention');
    await finderPage.chooseUrgency('urgent');
    await finderPage.fillContactDetails({
      name: 'Sam Taylor',
      additionalInfo: 'Lives alone, two steps at the front door.',
    });

    await page.reload();
    await finderPage.waitForHydration();
    await finderPage.expectStep(4);
    await expect(finderPage.contactName).toHaveValue('Sam Taylor');
    await expect(finderPage.additionalInfo).toHaveValue('Lives alone, two steps at the front door.');
    await finderPage.previousButton.click();
    await expect(finderPage.urgency('urgent')).toBeChecked();
    await finderPage.previousButton.click();
    await expect(finderPage.condition('falls-prevention')).toBeChecked();
    await finderPage.previousButton.click();
    await expect(finderPage.postcode).toHaveValue('SS9 1AA'); // normalised by the coverage check
  });

  test('reloading on step 2 stays on step 2', async ({ finderPage, page }) => {
    await finderPage.gotoFresh();
    await finderPage.enterPostcode('SW1A 1AA');
    await finderPage.expectStep(2);
    await choose(finderPage.condition('neurological'));
    await page.reload();
    await finderPage.waitForHydration();
    await finderPage.expectStep(2);
    await expect(finderPage.condition('neurological')).toBeChecked();
  });
});
