import { expect, test } from '../fixtures/test.js';

test.describe('Finder journeys', () => {
  test.beforeEach(async ({ finderPage }) => {
    await finderPage.gotoFresh();
  });

  test('a Leigh-on-Sea parent needing falls prevention is matched, with the physiotherapist card', async ({
    finderPage,
    resultsPage,
    finderRequests,
    page,
  }) => {
    await expect(finderPage.previousButton).toBeDisabled();
    await expect(finderPage.forwardButton).toHaveText('Continue');
    await finderPage.complete({ postcode: 'SS9 1AA', condition: 'falls-prevention', urgency: 'soon' });
    const id = resultsPage.requestId();
    finderRequests.track(id);

    await expect(resultsPage.heading).toHaveText('Perfect Match Found!', { timeout: 20_000 });
    const view = await finderRequests.settled(id);
    expect(view.status).toBe('matched');
    const physio = view.matched_physiotherapist!;
    // With every capacity free, the Leigh-on-Sea falls specialist is the best fit (matching.policy.ts).
    expect(physio.name).toBe('Claire Pemberton');

    const card = resultsPage.card;
    await expect(card.name).toHaveText('Claire Pemberton');
    await expect(card.specialties).toContainText([
      'Falls Prevention',
      'Elderly Rehab',
      'Hospital Discharge',
      'Musculoskeletal',
    ]);
    await expect(card.hcpc).toHaveText('HCPC registered: PH482170');
    await expect(card.hcpcCheck).toContainText('Registration checked by our team on 14 October 2026');
    await expect(card.root).toContainText("18 years' experience");
    await expect(card.root).not.toContainText('@'); // never the physiotherapist's email

    await expect(resultsPage.summaryValue('Location')).toHaveText('SS9 1AA');
    await expect(resultsPage.summaryValue('Condition')).toHaveText('Falls Prevention');
    await expect(resultsPage.summaryValue('Urgency')).toContainText('Soon');

    await expect(resultsPage.viewFullProfile).toHaveAttribute(
      'href',
      'https://www.estuaryphysio.example/team/claire-pemberton',
    );
    await expect(resultsPage.viewFullProfile).toHaveAttribute('target', '_blank');
    await expect(resultsPage.contactPhysiotherapist).toBeVisible();
    await expect(resultsPage.backToSearch).toHaveAttribute('href', '/finder');

    await resultsPage.backToSearch.click();
    await expect(page).toHaveURL(/\/finder$/);
    await finderPage.expectStep(1);
  });

  test("a match without a profile page shows no 'View Full Profile' button", async ({
    finderPage,
    resultsPage,
    finderRequests,
  }) => {
    // Daniel Okonkwo (Southend, post-operative) has no external profile in the seed data.
    await finderPage.complete({ postcode: 'SS1 2AA', condition: 'post-operative', urgency: 'flexible' });
    const id = resultsPage.requestId();
    finderRequests.track(id);
    await expect(resultsPage.heading).toHaveText('Perfect Match Found!', { timeout: 20_000 });
    await expect(resultsPage.card.name).toHaveText('Daniel Okonkwo');
    await expect(resultsPage.card.specialties).toContainText(['Post Operative']);
    await expect(resultsPage.contactPhysiotherapist).toBeVisible();
    await expect(resultsPage.viewFullProfile).toHaveCount(0);
    await expect(resultsPage.backToSearch).toBeVisible();
  });

  test("respiratory care in Chesham, where no one nearby treats it, gets 'We're Here to Help'", async ({
    finderPage,
    resultsPage,
    finderRequests,
    people,
    mailbox,
  }) => {
    const email = people.email('chesham');
    await finderPage.complete({
      postcode: 'HP5 1AA',
      condition: 'respiratory',
      urgency: 'urgent',
      contact: { name: 'Priya Shah', email, consent: true },
    });
    const id = resultsPage.requestId();
    finderRequests.track(id);

    await expect(resultsPage.heading).toHaveText("We're Here to Help", { timeout: 20_000 });
    await expect(resultsPage.main).toContainText('our team will personally review it');
    await expect(resultsPage.main).toContainText(
      "We'll contact you within 24 hours with personalized recommendations.",
    );
    await expect(resultsPage.summaryValue('Location')).toHaveText('HP5 1AA');
    await expect(resultsPage.summaryValue('Condition')).toHaveText('Respiratory');
    await expect(resultsPage.summaryValue('Urgency')).toContainText('Urgent');
    await expect(resultsPage.tryDifferentSearch).toHaveAttribute('href', '/finder');
    await expect(resultsPage.contactOurTeam).toHaveAttribute('href', /^\/contact/);
    await expect(resultsPage.backToSearch).toBeVisible();
    await expect(resultsPage.card.root).toHaveCount(0);

    // The family hears that a person is on it, and the coordinators are told to call within 24 hours.
    const family = await mailbox.waitForTo(email, 'We are finding the right physiotherapist for your parent');
    expect(family.text).toContain('Priya');
    expect(family.text).toContain('within 24 hours');
    const alert = await mailbox.waitFor('to the coordinators about this request', (mail) =>
      mail.subject.includes(`Unmatched request ${id}`),
    );
    expect(alert.subject).toContain('HP5');
  });

  test('an Edinburgh postcode opens the waitlist; joining sends the confirmation email', async ({
    finderPage,
    layout,
    mailbox,
    people,
    page,
  }) => {
    const email = people.email('edinburgh');
    await finderPage.enterPostcode('EH1 1AA');
    const waitlist = finderPage.waitlist;
    await expect(waitlist.root).toBeVisible();
    await finderPage.expectStep(1); // the wizard does not advance
    await expect(waitlist.postcode).toHaveValue('EH1 1AA');
    await expect(waitlist.root).toContainText("We don't have physiotherapists covering EH1 1AA yet");

    await expect(waitlist.joinButton).toBeDisabled();
    await waitlist.name.fill('Morag Campbell');
    await expect(waitlist.joinButton).toBeDisabled();
    await waitlist.name.fill('');
    await waitlist.email.fill(email);
    await expect(waitlist.joinButton).toBeDisabled();
    await waitlist.name.fill('Morag Campbell');
    await expect(waitlist.joinButton).toBeEnabled();

    const joined = page.waitForResponse(
      (response) => response.url().endsWith('/api/waitlist') && response.request().method() === 'POST',
    );
    await waitlist.joinButton.click();
    expect((await joined).status()).toBe(202);
    await expect(layout.toast('Check your email')).toContainText('We have emailed you about the waitlist for EH1.');
    await expect(waitlist.root).toBeHidden();

    const confirmation = await mailbox.waitForTo(email);
    expect(confirmation.subject).toBe("You're on the Home Physio Finder waitlist for EH1");
    const text = confirmation.text ?? '';
    expect(text).toContain('Morag');
    expect(text).toContain('We do not yet have physiotherapists visiting homes in EH1');
    const unsubscribe = /(http:\/\/\S+\/api\/waitlist\/unsubscribe\?token=\S+)/.exec(text)?.[1];
    expect(unsubscribe, 'the unsubscribe link in the text part').toBeTruthy();
    expect(confirmation.html ?? '').toContain('Leave the waitlist');

    // The one-click link works from the email.
    await page.goto(unsubscribe!);
    await expect(page.locator('body')).toContainText(/waitlist/i);
  });

  test("'Maybe Later' closes the waitlist without joining", async ({ finderPage }) => {
    await finderPage.enterPostcode('EH1 1AA');
    await expect(finderPage.waitlist.root).toBeVisible();
    await finderPage.waitlist.maybeLaterButton.click();
    await expect(finderPage.waitlist.root).toBeHidden();
    await finderPage.expectStep(1);
    await expect(finderPage.postcode).toHaveValue('EH1 1AA');
  });
});
