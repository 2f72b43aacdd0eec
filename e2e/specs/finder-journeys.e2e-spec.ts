import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

/** The short reference, worked out here independently: the id's first 40 bits in a 32-letter alphabet. */
function expectedShortReference(id: string): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bits = BigInt(`0x${id.replace(/-/g, '').slice(0, 10)}`);
  const chars = Array.from({ length: 8 }, (_, i) => alphabet[Number((bits >> BigInt(35 - 5 * i)) & 31n)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

function confirmationLink(text: string): string {
  const link = /(https?:\/\/\S+\/confirm\?token=\S+)/.exec(text)?.[1];
  expect(link, 'the confirmation link in the text part').toBeTruthy();
  return link!;
}

/**
 * Opens the confirmation link from an email's text part (the site's page, which changes nothing), checks what it
 * promises, and presses its button.
 */
async function confirmThroughTheEmailsLink(page: Page, text: string, promise: string | RegExp): Promise<void> {
  await page.goto(confirmationLink(text));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your request');
  // The site's own page: its header and footer.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find a Physio' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(promise);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('main')).toContainText('Thank you: your request is confirmed');
}

/** The physiotherapist follows the offer email's Accept link and presses the page's button. */
async function acceptThroughTheEmailsLink(page: Page, text: string): Promise<void> {
  const link = /(https?:\/\/\S+\/api\/referral-offers\/respond\?token=\S+&answer=accept)/.exec(text)?.[1];
  expect(link, 'the Accept link in the text part').toBeTruthy();
  await page.goto(link!);
  await expect(page.locator('body')).toContainText('Please answer by');
  await page.getByRole('button', { name: 'Accept this referral' }).click();
  await expect(page.locator('body')).toContainText('Thank you for accepting this referral');
}

test.describe('Finder journeys', () => {
  test.beforeEach(async ({ finderPage }) => {
    await finderPage.gotoFresh();
  });

  test('a Leigh-on-Sea parent needing falls prevention is shown a match, with the physiotherapist card', async ({
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

    await resultsPage.expectHeading(/^Recommended: /);
    const view = await finderRequests.settled(id);
    // No contact details: the family sees whom we recommend, and nothing is held or sent on their behalf.
    expect(view.status).toBe('unconfirmed');
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

    // A reference a family can read out on the phone: 8 characters, no 0/O or 1/I, from the request id.
    await expect(resultsPage.summaryValue('Your reference')).toHaveText(expectedShortReference(id));
    await expect(resultsPage.main).not.toContainText(id);
    // The HCPC number links to the register, where the family can check it themselves.
    await expect(card.root.getByRole('link', { name: /Check PH482170 on the HCPC register/ })).toHaveAttribute(
      'href',
      'https://www.hcpc-uk.org/check-the-register/',
    );
    // No seeded physiotherapist has a profile page: no button that leads nowhere.
    await expect(resultsPage.viewFullProfile).toHaveCount(0);
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
    await resultsPage.expectHeading('Recommended: Daniel Okonkwo');
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
    page,
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

    await resultsPage.expectHeading("We're Here to Help");
    await expect(resultsPage.main).toContainText('our team will personally review it');
    await expect(resultsPage.main).toContainText(
      "Please confirm your email with the link we sent you: then we'll contact you within 24 hours",
    );
    await expect(resultsPage.summaryValue('Location')).toHaveText('HP5 1AA');
    await expect(resultsPage.summaryValue('Condition')).toHaveText('Respiratory');
    await expect(resultsPage.summaryValue('Urgency')).toContainText('Urgent');
    await expect(resultsPage.tryDifferentSearch).toHaveAttribute('href', '/finder');
    await expect(resultsPage.contactOurTeam).toHaveAttribute('href', /^\/contact/);
    await expect(resultsPage.backToSearch).toBeVisible();
    await expect(resultsPage.card.root).toHaveCount(0);

    // Nobody is told until the family confirms the address: the email's link opens a page whose button confirms.
    const confirmation = await mailbox.waitForTo(email, 'Please confirm your request so our team can contact you');
    await confirmThroughTheEmailsLink(page, confirmation.text ?? '', 'No physiotherapist near your parent has room');
    // Nobody had room: nothing is promised to be passed on or held.
    await expect(page.getByRole('main')).not.toContainText('hold a place');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request is with our team', {
      timeout: 20_000,
    });

    // Then the family hears that a person is on it, and the coordinators are told to call within 24 hours.
    const family = await mailbox.waitForTo(email, 'We are finding the right physiotherapist for your parent');
    expect(family.text).toContain('Priya');
    expect(family.text).toContain('within 24 hours');
    const alert = await mailbox.waitFor('to the coordinators about this request', (mail) =>
      mail.subject.includes(`Unmatched request ${expectedShortReference(id)}`),
    );
    expect(alert.subject).toContain('HP5');
  });

  test('a family who gives an email confirms it from the email, and only then the physiotherapist gets the referral', async ({
    finderPage,
    resultsPage,
    finderRequests,
    people,
    mailbox,
    page,
  }) => {
    const email = people.email('leigh');
    await finderPage.complete({
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact: { name: 'Helen Carter', email, consent: true },
    });
    const id = resultsPage.requestId();
    finderRequests.track(id);
    await resultsPage.expectHeading('Recommended: Claire Pemberton');
    await expect(resultsPage.main).toContainText('Please confirm your email');
    await expect(resultsPage.card.name).toHaveText('Claire Pemberton');
    expect((await finderRequests.settled(id)).status).toBe('unconfirmed');

    // Another tab (as when the family opens the link later from their history) shows the same next step, and no
    // match is claimed before the family has confirmed.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`/results/${id}`);
    await expect(otherTab.getByRole('heading', { level: 1 })).toHaveText('Recommended: Claire Pemberton', {
      timeout: 60_000,
    });
    await expect(otherTab.getByRole('heading', { name: 'Please confirm your email' })).toBeVisible();
    await expect(otherTab.getByRole('main')).not.toContainText('Perfect Match Found!');
    await otherTab.close();

    const confirmation = await mailbox.waitForTo(
      email,
      'Please confirm your request so Claire Pemberton can contact you',
    );
    expect(confirmation.text).toContain('We recommend Claire Pemberton for Falls Prevention');
    await confirmThroughTheEmailsLink(
      page,
      confirmation.text ?? '',
      'When you confirm, we ask Claire Pemberton to take on your parent and hold a place for them',
    );

    const matched = await mailbox.waitForTo(email, "We've matched your parent with Claire Pemberton");
    expect(matched.text).toContain('Helen');
    // The physiotherapist is offered the referral without the family's details, and accepts it from the email.
    const referral = await mailbox.waitFor('the referral offer to Claire Pemberton', (mail) =>
      Boolean(
        mail.subject.startsWith('Referral offer') && mail.text?.includes(`Reference: ${expectedShortReference(id)}`),
      ),
    );
    expect(referral.text).not.toContain(email);
    expect(referral.text).not.toContain('Helen Carter');
    await acceptThroughTheEmailsLink(page, referral.text ?? '');
    await expect(page.locator('body')).toContainText(email);
    await expect(page.locator('body')).toContainText('Helen Carter');
    const accepted = await mailbox.waitForTo(email, "Claire Pemberton has accepted your parent's referral");
    expect(accepted.text).toContain('will contact you by');

    await page.goto(`/results/${id}`);
    await resultsPage.expectHeading('Claire Pemberton has accepted your referral');
    await expect(resultsPage.main).not.toContainText('Please confirm your email');
    await expect(resultsPage.main).toContainText('Claire Pemberton will call or email you by');

    // The email's link opened again after the match says where the request is, and asks nothing more.
    await page.goto(confirmationLink(confirmation.text ?? ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claire Pemberton has accepted your referral', {
      timeout: 20_000,
    });
    await expect(page.getByRole('main')).toContainText('You have already confirmed this request');
    await expect(page.getByRole('button', { name: 'Confirm my request' })).toHaveCount(0);
  });

  test('an Edinburgh postcode opens the waitlist; joining says what happens next and sends the confirmation email', async ({
    finderPage,
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
    // The confirmation stays, in the dialog, with what happens next, until the family closes it.
    const joinedDialog = page.getByRole('dialog', { name: 'Check your email' });
    await expect(joinedDialog).toContainText('We have emailed you about the waitlist for EH1.');
    await expect(joinedDialog).toContainText('as soon as we cover EH1, we email you once');
    await joinedDialog.getByRole('button', { name: 'Done' }).click();
    await expect(joinedDialog).toBeHidden();

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
