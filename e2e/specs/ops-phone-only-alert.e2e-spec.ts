import { expect, test } from '../fixtures/test.js';

test.describe('A request that needs a person', () => {
  test('an urgent phone-only request alerts the coordinators as an unmatched one does, and its link opens it', async ({
    finderRequests,
    opsAccounts,
    opsSignIn,
    requestPage,
    mailbox,
    stack,
    page,
    request,
  }) => {
    // A family who leaves only a phone number: no link can confirm it, so it waits for a coordinator's call.
    const submitted = await request.post('/api/finder-requests', {
      data: {
        postcode: 'CO2 7AA',
        condition: 'falls-prevention',
        urgency: 'urgent',
        contact_name: 'Dennis Phoneonly',
        contact_phone: '07911 654321',
        consent: true,
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    finderRequests.track(id);
    expect((await finderRequests.settled(id)).status).toBe('unconfirmed');

    const path = `/ops/#/finder-requests/${id}/show`;
    const alert = await mailbox.waitFor(
      `to the coordinators linking to request ${id}`,
      (mail) => mail.to.some((to) => to.address === stack.coordinatorsInbox) && (mail.text ?? '').includes(path),
    );
    expect(alert.subject).toContain('(urgent, CO2): call the family within 24 hours');
    expect(alert.text).toContain('a phone number only (call the family to confirm the request, then assign)');
    expect(alert.text).not.toContain('Dennis'); // the family's details stay in the dashboard
    expect(alert.text).not.toContain('07911');

    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await page.goto(new RegExp(`(https?://\\S+${path.replace(/[/#]/g, '\\$&')})`).exec(alert.text ?? '')![1]);
    await opsSignIn.signIn(coordinator);
    await expect(requestPage.summaryValue('Status')).toHaveText('Phone only: call to confirm');
    await expect(requestPage.familyValue('Phone')).toHaveText('07911 654321');
  });
});
