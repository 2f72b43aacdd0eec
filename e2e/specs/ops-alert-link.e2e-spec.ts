import { expect, test } from '../fixtures/test.js';

test.describe("A coordinators' alert email", () => {
  test('its link opens the request it is about, after signing in', async ({
    finderRequests,
    people,
    opsAccounts,
    opsSignIn,
    requestPage,
    mailbox,
    stack,
    page,
  }) => {
    // A family near Colchester asks for respiratory care: no one nearby lists it, so the coordinators are alerted.
    const request = await finderRequests.create({
      postcode: 'CO2 7AA',
      condition: 'respiratory',
      urgency: 'flexible',
      contact_name: 'Maureen Clarke',
      contact_email: people.email('alert-family'),
      consent: true,
    });
    expect(request.status).toBe('unmatched');
    const coordinator = await opsAccounts.create({ role: 'coordinator', totp: true });

    // Alerts sent together name several requests; this one is found by its own link, whatever else it names.
    const path = `/ops/#/finder-requests/${request.id}/show`;
    const alert = await mailbox.waitFor(
      `to the coordinators linking to request ${request.id}`,
      (mail) => mail.to.some((to) => to.address === stack.coordinatorsInbox) && (mail.text ?? '').includes(path),
    );
    expect(alert.text).toContain('District: CO2');
    expect(alert.text).toContain('Condition: Respiratory');
    expect(alert.text).not.toContain('Maureen'); // the family's details stay in the dashboard
    const link = new RegExp(`(https?://\\S+${path.replace(/[/#]/g, '\\$&')})`).exec(alert.text ?? '')?.[1];
    expect(link, 'the link to the request in the text part').toBeTruthy();
    expect(alert.html ?? '').toContain(`href="${link}"`);

    // Opened signed out, the dashboard asks who you are first, then shows that request.
    await page.goto(link!);
    await opsSignIn.signIn(coordinator);
    await expect(requestPage.title).toHaveText('Flexible request, CO2: Respiratory');
    await expect(page).toHaveURL(link!);
    await expect(requestPage.summaryValue('Postcode')).toHaveText('CO2 7AA');
    await expect(requestPage.summaryValue('Status')).toHaveText('No match');
    await expect(requestPage.familyValue('Name')).toHaveText('Maureen Clarke');
  });
});
