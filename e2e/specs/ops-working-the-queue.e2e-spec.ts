import { expect, test } from '../fixtures/test.js';

/** Tomorrow in London, as a date field takes it (yyyy-mm-dd). */
function tomorrowInLondon(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

test.describe('Working the queue', () => {
  test('a coordinator takes a phone-only request, logs a call with no answer, and it waits in "Mine" for tomorrow', async ({
    finderRequests,
    opsAccounts,
    opsSignIn,
    requestPage,
    requestQueue,
    page,
    request,
  }) => {
    test.slow(); // a sign-in, a request page and the queue twice
    const submitted = await request.post('/api/finder-requests', {
      data: {
        postcode: 'CO2 7AB',
        condition: 'neurological',
        urgency: 'soon',
        contact_name: 'Edith Callback',
        contact_phone: '07123 456780',
        consent: true,
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    finderRequests.track(id);
    expect((await finderRequests.settled(id)).status).toBe('unconfirmed');

    const coordinator = await opsAccounts.create({ role: 'coordinator', displayName: 'Nia Coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    await requestPage.goto(id);
    const working = requestPage.section('Working on it');
    await expect(requestPage.fact(working, 'Taken by')).toHaveText('Nobody yet');
    await working.getByRole('button', { name: 'Assign to me' }).click();
    await expect(requestPage.fact(working, 'Taken by')).toHaveText('You');
    await expect(working.getByRole('button', { name: 'Hand back' })).toBeVisible();

    // The family does not answer: the call goes into the notes, and the request waits until tomorrow.
    const tomorrow = tomorrowInLondon();
    await working.getByRole('button', { name: 'Log a call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a call' });
    await expect(dialog).toContainText('To Edith Callback on 07123 456780');
    await dialog.getByRole('radio', { name: 'No answer' }).check();
    await dialog.getByRole('textbox', { name: 'What was said (optional)' }).fill('Rang at ten.');
    await dialog.getByLabel('Follow up on (optional)').fill(tomorrow);
    await dialog.getByRole('button', { name: 'Log call' }).click();
    await expect(dialog).toBeHidden();
    await expect(requestPage.fact(working, 'Last call')).toHaveText(/^No answer, /);
    await expect(requestPage.fact(working, 'Follow up on')).toContainText('out of “Needing attention” until then');
    await expect(requestPage.notes).toContainText(`Called: no answer. Follow up on ${tomorrow}. Rang at ten.`);
    await expect(requestPage.notes).toContainText('Nia Coordinator');

    // "Mine": not among today's work (it comes back tomorrow), and there under "All requests".
    await requestQueue.goto();
    await requestQueue.main.getByRole('combobox', { name: 'Taken by' }).click();
    await page.getByRole('option', { name: 'Me' }).click();
    await expect(requestQueue.empty).toBeVisible();
    await requestQueue.show.click();
    // react-admin names its empty choice "Clear value" for screen readers; it reads "All requests".
    await page.getByRole('option').filter({ hasText: 'All requests' }).click();
    const row = requestQueue.rows('CO2', 'Neurological');
    await expect(row).toHaveCount(1);
    await expect(await requestQueue.cell(row, 'Taken by')).toHaveText('You');
  });
});
