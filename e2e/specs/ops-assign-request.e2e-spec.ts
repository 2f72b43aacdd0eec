import type { ReceivedEmail } from '../fixtures/mailbox.js';
import { shortReferenceOf } from '../fixtures/reference.js';
import { expect, test } from '../fixtures/test.js';

/** The seed's physiotherapist nearest Colchester (CO3); she does not list respiratory care, so matching skips him. */
const NEAREST = { name: 'Ricardo Fernandes', email: 'ricardo.fernandes@physio-mail.example' };

test.describe('Working the requests queue', () => {
  test('an unmatched request is found in the queue, assigned to a ranked candidate, and both sides are told once', async ({
    finderRequests,
    people,
    opsAccounts,
    opsSignIn,
    opsLayout,
    requestQueue,
    requestPage,
    resultsPage,
    mailbox,
    page,
  }) => {
    // A family in Colchester needs respiratory care: no one near CO4 lists it, so matching leaves it to the team.
    const familyEmail = people.email('colchester-family');
    const request = await finderRequests.create({
      postcode: 'CO4 3AA',
      condition: 'respiratory',
      urgency: 'soon',
      contact_name: 'Gareth Evans',
      contact_email: familyEmail,
      consent: true,
    });
    expect(request.status).toBe('unmatched');
    const coordinator = await opsAccounts.create({ role: 'coordinator', displayName: 'Bea Coordinator' });

    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    await opsLayout.menuItem('Requests').click();
    await expect(requestQueue.title).toHaveText('Requests queue');
    await expect(requestQueue.show).toHaveText('Needing attention');
    await requestQueue.search('co4');

    const row = requestQueue.rows('CO4', 'Respiratory');
    await expect(row).toHaveCount(1);
    await expect(await requestQueue.cell(row, 'Status')).toHaveText('No match');
    await expect(await requestQueue.cell(row, 'Urgency')).toHaveText('Soon');
    await expect(await requestQueue.cell(row, 'Reply')).toHaveText(/^2[34] h \d+ m left$/);
    await expect(await requestQueue.cell(row, 'Matched with')).toHaveText('—');
    await row.click();

    await expect(requestPage.title).toHaveText('Soon request, CO4: Respiratory');
    expect(requestPage.requestId()).toBe(request.id);
    await expect(requestPage.summaryValue('Status')).toHaveText('No match');
    await expect(requestPage.summaryValue('Postcode')).toHaveText('CO4 3AA');
    await expect(requestPage.summaryValue('Matched with')).toHaveText('No one yet');
    await expect(requestPage.familyValue('Name')).toHaveText('Gareth Evans');
    await expect(requestPage.familyValue('Email')).toHaveText(familyEmail);

    // The ranked list: the nearest first, with why matching did not choose them.
    const candidates = await requestPage.candidateNames();
    expect(candidates[0]).toBe(NEAREST.name);
    const nearest = requestPage.candidateRow(NEAREST.name);
    await expect(nearest).toContainText('Not eligible');
    await expect(nearest).toContainText('Does not list this condition');
    // The distance column and the reason agree (both round 3.05 miles up).
    await expect(nearest).toContainText('3.1 miles away, within their 14 miles radius');
    await expect(await requestPage.candidateCell(nearest, 'Distance of radius')).toHaveText('3.1 of 14 miles');

    await requestPage.assignButton(NEAREST.name).click();
    const dialog = requestPage.assignDialog(NEAREST.name);
    await expect(dialog.root).toContainText('Matching would not choose them');
    await expect(dialog.root).toContainText('Does not list this condition');
    await dialog.button('Assign').click();

    await expect(requestPage.notification(`${NEAREST.name} is assigned to this request`)).toBeVisible();
    await expect(dialog.root).toBeHidden();
    await expect(requestPage.summaryValue('Status')).toHaveText('Matched');
    await expect(requestPage.summaryValue('Matched with')).toHaveText(NEAREST.name);
    await expect(requestPage.summaryValue('Assigned by')).toHaveText('Bea Coordinator');
    await expect(requestPage.summaryValue('Reply promise')).toHaveText('—');
    await expect(requestPage.assignButton(NEAREST.name)).toHaveCount(0);

    // The family hears who was chosen, and the physiotherapist gets the coordinator's offer, without the family's
    // details until they accept.
    const toFamily = (mail: ReceivedEmail) =>
      mail.to.some((to) => to.address === familyEmail) &&
      mail.subject === `We've matched your parent with ${NEAREST.name}`;
    const toPhysio = (mail: ReceivedEmail) =>
      mail.to.some((to) => to.address === NEAREST.email) &&
      (mail.text ?? '').includes(`Reference: ${shortReferenceOf(request.id)}`);
    const family = await mailbox.waitFor('to the family naming their physiotherapist', toFamily);
    expect(family.text).toContain('Gareth');
    expect(family.text).toContain(`/results/${request.id}`);
    const referral = await mailbox.waitFor('to the physiotherapist with the referral offer', toPhysio);
    expect(referral.subject).toMatch(/^Referral offer: Respiratory, soon, CO4 \(reply by .+\)$/);
    expect(referral.text).not.toContain('Gareth Evans');
    expect(referral.text).not.toContain(familyEmail);

    // The family's results page shows the match.
    await resultsPage.goto(request.id);
    await resultsPage.expectHeading(`We've asked ${NEAREST.name} to take on your parent`);
    await expect(resultsPage.card.name).toHaveText(NEAREST.name);

    // The request has left the queue; and each email went once (the worker may run a job twice, never send twice).
    await requestQueue.goto();
    await expect(requestQueue.show).toHaveText('Needing attention');
    await expect(requestQueue.table.or(requestQueue.empty)).toBeVisible();
    await expect(requestQueue.rows('CO4', 'Respiratory')).toHaveCount(0);
    // Searched for, it is still found, now matched.
    await requestQueue.search('co4 3aa');
    await expect(await requestQueue.cell(requestQueue.rows('CO4', 'Respiratory'), 'Status')).toHaveText('Matched');
    const all = await mailbox.all();
    expect(all.filter(toFamily), 'emails to the family about the match').toHaveLength(1);
    expect(all.filter(toPhysio), 'referrals to the physiotherapist').toHaveLength(1);
    await expect(page).toHaveURL(/\/ops\/#\/finder-requests/);
  });
});
