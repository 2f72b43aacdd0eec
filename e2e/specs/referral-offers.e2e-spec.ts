import type { Page } from '@playwright/test';
import type { ReceivedEmail } from '../fixtures/mailbox.js';
import { shortReferenceOf } from '../fixtures/reference.js';
import { expect, test } from '../fixtures/test.js';

/** The link of an email's button, as the reader would follow it. */
function link(mail: ReceivedEmail, pattern: RegExp): string {
  const found = pattern.exec(mail.text ?? '')?.[1];
  expect(found, `a link matching ${String(pattern)} in "${mail.subject}"`).toBeTruthy();
  return found!;
}

const offerLink = (mail: ReceivedEmail, answer: 'accept' | 'decline') =>
  link(mail, new RegExp(`(https?://\\S+/api/referral-offers/respond\\?token=\\S+&answer=${answer})`));

const body = (page: Page) => page.locator('body');

// Ilford (IG1): two seeded physiotherapists take falls prevention there (Nisha Patel, Imran Qureshi), and no other
// spec uses it, so a decline or a holiday here changes no other spec's match.
test.describe('Referral offers', () => {
  test('declined, offered to the next physiotherapist, accepted; the family says "Not yet" and the coordinators see it', async ({
    finderRequests,
    people,
    mailbox,
    page,
    db,
    opsAccounts,
    opsSignIn,
    opsLayout,
    requestQueue,
    requestPage,
  }) => {
    const familyEmail = people.email('offer-journey');
    const request = await finderRequests.create({
      postcode: 'IG1 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: 'Joan Whitfield',
      contact_email: familyEmail,
      contact_phone: '07911 123456',
      consent: true,
    });
    expect(request.status).toBe('matched');
    const reference = shortReferenceOf(request.id);
    const isOffer = (mail: ReceivedEmail) =>
      mail.subject.startsWith('Referral offer') && (mail.text ?? '').includes(`Reference: ${reference}`);

    // The first physiotherapist declines from the email: they never see who the family is.
    const first = await mailbox.waitFor('the first offer', isOffer);
    await page.goto(offerLink(first, 'decline'));
    await expect(page.getByRole('heading', { name: `Referral ${reference}: Falls Prevention` })).toBeVisible();
    await page.getByLabel('No capacity').check();
    await page.getByRole('button', { name: 'Decline this referral' }).click();
    await expect(body(page)).toContainText('You declined this referral');
    await expect(body(page)).not.toContainText('Joan Whitfield');

    // The next one is offered it, accepts, and sees the family's details at once.
    const second = await mailbox.waitFor(
      'the offer to the next physiotherapist',
      (mail) => isOffer(mail) && mail.to[0].address !== first.to[0].address,
    );
    await page.goto(offerLink(second, 'accept'));
    await page.getByRole('button', { name: 'Accept this referral' }).click();
    await expect(body(page)).toContainText('Thank you for accepting this referral');
    await expect(body(page)).toContainText('Joan Whitfield');
    await expect(body(page)).toContainText('07911 123456');
    const accepted = await mailbox.waitForTo(familyEmail, "has accepted your parent's referral");
    const physioName = accepted.subject.replace(" has accepted your parent's referral", '');

    // Their contact deadline passes; the family is asked, and answers "Not yet".
    await db.passContactDeadline(request.id);
    const ask = await mailbox.waitForTo(familyEmail, `Has ${physioName} been in touch?`);
    await page.goto(link(ask, /(https?:\/\/\S+\/api\/referral-offers\/check-in\?token=\S+&answer=not-yet)/));
    await page.getByRole('button', { name: 'Not yet' }).click();
    await expect(body(page)).toContainText(`We have reminded ${physioName}`);
    await mailbox.waitFor(
      'the reminder to the physiotherapist',
      (mail) =>
        mail.to[0].address === second.to[0].address &&
        mail.subject.startsWith(`Reminder: the family of referral ${reference}`),
    );

    // The coordinators find it back in the queue of requests needing a person.
    const coordinator = await opsAccounts.create({ role: 'coordinator', displayName: 'Nia Coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    await opsLayout.menuItem('Requests').click();
    await expect(requestQueue.show).toHaveText('Needing attention');
    // Matched, yet in the default view of requests needing a person, because of the family's answer.
    const row = requestQueue.rows('IG1', 'Falls Prevention', physioName);
    await expect(row.first()).toBeVisible();
    await row.first().click();
    await expect(requestPage.summaryValue('Matched with')).toHaveText(physioName);
    await expect(requestPage.summaryValue('Why it needs a person')).toHaveText('Family not contacted');
  });

  test('a physiotherapist away on holiday is offered nothing until they come back', async ({
    finderRequests,
    mailbox,
    page,
    db,
  }) => {
    const family = (name: string) =>
      finderRequests.create({
        postcode: 'IG1 1AA',
        condition: 'falls-prevention',
        urgency: 'flexible',
        contact_name: name,
      });
    const isOfferFor = (id: string) => (mail: ReceivedEmail) =>
      mail.subject.startsWith('Referral offer') && (mail.text ?? '').includes(`Reference: ${shortReferenceOf(id)}`);

    const before = await family('Before Holiday');
    const offer = await mailbox.waitFor('an offer', isOfferFor(before.id));
    const physio = offer.to[0].address;
    try {
      // From the offer email: "Update your availability".
      await page.goto(link(offer, /(https?:\/\/\S+\/api\/physiotherapists\/availability\?token=\S+)/));
      const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel(/Away until/).fill(inAWeek);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(body(page)).toContainText('Saved');
      await expect(body(page)).toContainText('New referrals are paused up to and including');

      const during = await family('During Holiday');
      const next = await mailbox.waitFor('the offer made while they are away', isOfferFor(during.id));
      expect(next.to[0].address).not.toBe(physio);

      // Back early: they clear the date, and are offered referrals again.
      await page.getByLabel(/Away until/).fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(body(page)).toContainText('You are receiving new referrals.');
    } finally {
      await db.clearOffersPause(physio);
    }
  });
});
