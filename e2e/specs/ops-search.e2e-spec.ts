import { randomUUID } from 'node:crypto';
import { shortReferenceOf } from '../fixtures/reference.js';
import { expect, test } from '../fixtures/test.js';
import { EnquiryListPage } from '../pages/ops/EnquiryPages.js';
import { WaitlistPages } from '../pages/ops/CoveragePages.js';

/** A surname no other test uses: letters only, so it reads as a name. */
function uniqueSurname(): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  return `Harrow${letters}`;
}

/** A UK mobile number unique enough for one test, as a family types it and as a coordinator might. */
function uniqueMobile(): { typed: string; international: string } {
  const last = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return { typed: `07911 482${last}`, international: `+44 (0)7911-482-${last}` };
}

test.describe('One search box', () => {
  test('finds a request by family name, email, phone, postcode or reference in any status; a miss says so plainly; every search is audited', async ({
    finderRequests,
    people,
    opsAccounts,
    opsSignIn,
    requestQueue,
    db,
    page,
  }) => {
    const surname = uniqueSurname();
    const phone = uniqueMobile();
    const email = people.email('searched-family');
    // Respiratory care in Colchester: nobody near lists it, so it waits for the team (needing attention).
    const waiting = await finderRequests.create({
      postcode: 'CO4 3AA',
      condition: 'respiratory',
      urgency: 'soon',
      contact_name: `Margaret ${surname}`,
      contact_email: email,
      contact_phone: phone.typed,
      consent: true,
    });
    expect(waiting.status).toBe('unmatched');
    // The same family's second request, matched at once: dealt with, so not in the queue's default view.
    const matched = await finderRequests.create({
      postcode: 'SS9 1AA',
      condition: 'falls-prevention',
      urgency: 'soon',
      contact_name: `Margaret ${surname}`,
      contact_email: people.email('searched-family-again'),
      consent: true,
    });
    expect(matched.status).toBe('matched');

    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    await requestQueue.goto();
    await expect(requestQueue.show).toHaveText('Needing attention');

    // Part of the surname, in any case: both requests, the matched one too.
    await requestQueue.search(surname.slice(0, 9).toLowerCase());
    await expect(requestQueue.table).not.toContainText(surname); // rows never show the name
    await expect(requestQueue.rows('CO4', 'Respiratory')).toHaveCount(1);
    await expect(await requestQueue.cell(requestQueue.rows('SS9', 'Falls'), 'Status')).toHaveText('Matched');
    await expect(requestQueue.table.getByRole('row')).toHaveCount(3);

    for (const text of [email.toUpperCase(), phone.international, 'co4 3aa']) {
      await requestQueue.search(text);
      await expect(requestQueue.rows('CO4', 'Respiratory')).toHaveCount(1);
    }
    await requestQueue.search(shortReferenceOf(matched.id).toLowerCase());
    await expect(requestQueue.table.getByRole('row')).toHaveCount(2);
    await expect(await requestQueue.cell(requestQueue.rows('SS9', 'Falls'), 'Status')).toHaveText('Matched');

    // A search that finds nothing says so, with no pager, no rule text and no error.
    await requestQueue.search(`Nobody ${surname}`);
    await expect(requestQueue.empty).toBeVisible();
    await expect(requestQueue.main.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);
    await expect(requestQueue.main).not.toContainText(/must be|of 8 letters|filter \w+ /i);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Typing something that is not a reference, a postcode or a phone number is still just a search.
    await requestQueue.search('12345 !!!');
    await expect(requestQueue.empty).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(requestQueue.main.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);

    // An old link whose filter the API no longer takes: a sentence for a person, and no pager counting old rows.
    await requestQueue.open('/finder-requests?filter=%7B%22district%22%3A%22Cambridge%22%7D');
    await expect(page.getByRole('alert')).toContainText('Clear the filters');
    await expect(page.getByText(/district|must be|filter \w+ /)).toHaveCount(0);
    await expect(requestQueue.main.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);

    // Each search is a view of someone's details: the audit log has who searched, how it was read and what was
    // shown, never the text typed.
    const searches = await db.auditEntries(coordinator.username, 'search');
    expect(searches.length).toBeGreaterThanOrEqual(6);
    expect(searches[0]).toEqual({
      resource: 'finder-requests',
      details: { searched_as: ['name'], total: 2, ids: expect.arrayContaining([waiting.id, matched.id]) },
    });
    expect(JSON.stringify(searches)).not.toContain(surname.toLowerCase());
    expect(JSON.stringify(searches)).not.toContain(email);
  });

  test('finds enquiries and waitlist entries by name, email, phone or postcode', async ({
    people,
    opsAccounts,
    opsSignIn,
    db,
    page,
  }) => {
    const surname = uniqueSurname();
    const phone = uniqueMobile();
    const enquirer = people.email('searched-enquirer');
    const contact = await page.request.post('/api/contact', {
      data: {
        name: `Peter ${surname}`,
        email: enquirer,
        phone: phone.typed,
        subject: 'pricing',
        message: 'How much is a home visit?',
      },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const waiter = people.email('searched-waiter');
    const joined = await page.request.post('/api/waitlist', {
      data: { name: `Ruth ${surname}`, email: waiter, postcode: 'BR8 7AA' },
    });
    expect(joined.status(), await joined.text()).toBe(202);

    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);

    const enquiries = new EnquiryListPage(page);
    await enquiries.goto();
    for (const text of [phone.international, surname.toUpperCase(), enquirer.toUpperCase()]) {
      const searched = page.waitForResponse(
        (r) => r.url().includes('/api/ops/enquiries?') && decodeURIComponent(r.url()).includes(JSON.stringify(text)),
      );
      await enquiries.search.fill(text);
      await searched;
      await expect(enquiries.row(`Peter ${surname}`)).toHaveCount(1);
      await expect(enquiries.table.getByRole('row')).toHaveCount(2);
    }

    const waitlist = new WaitlistPages(page);
    await waitlist.goto();
    await waitlist.searchFor(surname.toLowerCase(), 1);
    await waitlist.searchFor(waiter, 1);
    await expect(waitlist.table.getByRole('row').nth(1)).toContainText('BR8');
    await waitlist.table.getByRole('row').nth(1).click();
    await expect(waitlist.title).toHaveText(`Waitlist: Ruth ${surname}, BR8`);

    const resources = (await db.auditEntries(coordinator.username, 'search')).map((entry) => entry.resource);
    expect(resources).toEqual([...Array(3).fill('enquiries'), 'waitlist', 'waitlist']);
  });
});
