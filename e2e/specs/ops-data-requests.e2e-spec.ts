import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../fixtures/a11y.js';
import { expect, test } from '../fixtures/test.js';
import { DataRequestsPage } from '../pages/ops/DataRequestsPage.js';

test.describe('Data requests', () => {
  test('an admin finds a person’s data, downloads the export, erases it, and the search then finds nothing', async ({
    request,
    people,
    mailbox,
    opsAccounts,
    opsSignIn,
    page,
  }) => {
    // A whole journey with three emails to wait for and four axe runs, on a shared 2-core machine.
    test.setTimeout(240_000);
    const email = people.email('data-request');
    const name = 'Winifred Oakshott';
    // The person wrote to us and joined the waitlist, through the public site's API.
    const contact = await request.post('/api/contact', {
      data: { name, email, phone: '07911 123456', subject: 'pricing', message: 'What does a first visit cost?' },
    });
    expect(contact.status()).toBe(201);
    const joined = await request.post('/api/waitlist', { data: { name, email, postcode: 'EH1 1AA' } });
    expect(joined.status()).toBe(202);
    // The emails those send are logged against the records: wait for them, so the counts hold still.
    await mailbox.waitForTo(email, /waitlist/i);
    await mailbox.waitFor(
      'acknowledging the message',
      (m) => m.to.some((to) => to.address === email) && !/waitlist/i.test(m.subject),
    );
    await mailbox.waitFor(
      'to the team about the message',
      (m) => (m.text ?? '').includes(email) && !m.to.some((to) => to.address === email),
    );

    await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'admin' }));
    const dataRequests = new DataRequestsPage(page);
    await page.goto('/ops/');
    await dataRequests.menuItem('Data requests').click();
    await expect(dataRequests.title).toHaveText('Data requests');
    await expectNoAxeViolations(page, 'the data requests page');

    await dataRequests.search(` ${email.toUpperCase()} `);
    await expect(dataRequests.resultsHeading).toHaveText(`5 records held for the email address ${email}`);
    await expect(dataRequests.group('Contact enquiries (1)')).toContainText(name);
    await expect(dataRequests.group('Contact enquiries (1)')).toContainText('07911 123456');
    await expect(dataRequests.group('Waitlist entries (1)')).toContainText('EH1 1AA');
    await expect(dataRequests.group('Emails sent about these records (3)')).toBeVisible();
    await expectNoAxeViolations(page, 'the records found');

    const download = page.waitForEvent('download');
    await dataRequests.exportButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      'Records found for': string;
      Sections: { 'What this is': string; 'Why we hold it': string; Records: Record<string, unknown>[] }[];
    };
    expect(exported['Records found for']).toBe(`the email address ${email}`);
    const enquiries = exported.Sections.find((s) => s['What this is'] === 'Contact enquiries');
    expect(enquiries?.['Why we hold it']).toBe('To answer the message you sent us through the contact form.');
    expect(enquiries?.Records[0]).toMatchObject({ 'Your name': name, 'Your message': 'What does a first visit cost?' });

    await dataRequests.eraseButton.click();
    await expect(dataRequests.eraseDialog).toContainText(`Erase 5 records for ${email}?`);
    await expect(dataRequests.eraseLines()).toHaveText([
      /^Contact enquiries: 1/,
      /^Waitlist entries: 1/,
      /^Emails sent about these records: 3/,
    ]);
    await expectNoAxeViolations(page, 'the erase confirmation');
    await dataRequests.confirmEraseButton(5).click();
    await expect(dataRequests.reference).toHaveAccessibleDescription(/Enter the data request’s reference/);
    await dataRequests.reference.fill('DSR-E2E-001');
    await dataRequests.confirmEraseButton(5).click();

    await expect(dataRequests.done).toContainText(`Erased everything held for ${email}`);
    await expect(dataRequests.done).toContainText(
      'Contact enquiries: 1; Waitlist entries: 1; Emails sent about these records: 3',
    );
    await expectNoAxeViolations(page, 'the erasure done');
    await dataRequests.searchAgainButton.click();
    await expect(dataRequests.resultsHeading).toHaveText(`Nothing is held for the email address ${email}`);
    await expect(dataRequests.exportButton).toHaveCount(0);
  });

  test('coordinators have no data requests page', async ({ opsAccounts, opsSignIn, page }) => {
    test.setTimeout(90_000);
    await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'coordinator' }));
    const dataRequests = new DataRequestsPage(page);
    await page.goto('/ops/');
    await expect(dataRequests.menuItem('Requests')).toBeVisible();
    await expect(dataRequests.menuItem('Data requests')).toHaveCount(0);
    await dataRequests.open('/data-requests');
    await expect(dataRequests.identifier).toHaveCount(0);
  });
});
