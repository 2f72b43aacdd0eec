import { expect, test } from '../fixtures/test.js';

/**
 * A family who leaves no contact details is told to message us quoting their reference. The message reaches the
 * coordinators linked to the request, and the reference finds the request from the queue, whatever it shows.
 */
test.describe('The reference a family quotes', () => {
  test('a message quoting it is linked to the request, and the queue finds the request by it', async ({
    finderPage,
    resultsPage,
    contactPage,
    finderRequests,
    people,
    opsAccounts,
    opsSignIn,
    requestQueue,
    requestPage,
    page,
  }) => {
    await finderPage.gotoFresh();
    await finderPage.complete({ postcode: 'SS9 1AA', condition: 'falls-prevention', urgency: 'soon' });
    const id = resultsPage.requestId();
    finderRequests.track(id);
    await finderRequests.settled(id);
    const reference = (await resultsPage.summaryValue('Your reference').innerText()).trim();
    expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await resultsPage.contactPhysiotherapist.click();
    await expect(resultsPage.main).toContainText('send our team a message quoting your reference');

    // The family follows the page's own link: the message starts with their reference.
    await resultsPage.main.getByRole('link', { name: 'Message our team with my reference' }).click();
    await expect(contactPage.form).toBeVisible();
    await contactPage.waitForHydration();
    await expect(contactPage.message).toHaveValue(new RegExp(`My reference: ${reference}`));
    await contactPage.fillMessage({
      name: 'Helen Quoting',
      email: people.email('quoting-family'),
      subject: 'Finding a physiotherapist',
      message: `My reference: ${reference}\n\nPlease call me about Mum, 07700 900123.`,
      privacy: true,
    });
    await contactPage.sendButton.click();
    await expect(contactPage.thankYou).toBeVisible();

    // A coordinator types the reference into the queue as it opens (needing attention), and finds the request.
    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    await requestQueue.goto();
    await expect(requestQueue.show).toHaveText('Needing attention');
    await requestQueue.search(reference.toLowerCase());
    await expect(requestQueue.empty).toHaveCount(0);
    const row = requestQueue.rows('SS9', 'Falls');
    await expect(row).toHaveCount(1);
    await expect(await requestQueue.cell(row, 'Status')).toHaveText('Not confirmed by the family');
    await row.click();

    expect(requestPage.requestId()).toBe(id);
    await expect(requestPage.summaryValue('Reference')).toHaveText(reference);
    // Nothing to confirm it with: no action is offered that the API would refuse.
    await expect(requestPage.closeButton).toHaveCount(0);
    const messages = requestPage.section('Messages quoting this reference');
    await expect(messages.getByRole('row')).toHaveCount(2);
    await expect(messages.getByRole('row').nth(1)).toContainText('Finding a physiotherapist');
    await messages.getByRole('link', { name: 'Helen Quoting' }).click();

    await expect(page).toHaveURL(/#\/enquiries\/[0-9a-f-]{36}\/show$/);
    const about = requestPage.fact(requestPage.section('Message'), 'About request');
    await expect(about).toHaveText(reference);
    await about.getByRole('link').click();
    await expect(requestPage.summaryValue('Reference')).toHaveText(reference);
  });
});
