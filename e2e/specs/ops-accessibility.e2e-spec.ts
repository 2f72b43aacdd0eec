import { expectNoAxeViolations } from '../fixtures/a11y.js';
import { expect, test } from '../fixtures/test.js';

/**
 * axe-core (WCAG 2.0-2.2 A and AA) on every page of the dashboard as an administrator sees it (every menu entry),
 * with data on it; the pages a coordinator uses on the move also at 390 px.
 */
test.describe('axe-core, WCAG 2.2 AA: the operations dashboard', () => {
  // Each test makes its own account and data: they can share the workers.
  test.describe.configure({ mode: 'parallel' });
  // Several axe scans of a react-admin page per test, each seconds of CPU: beside the rest of npm test on two cores
  // the physiotherapists' test passed 90 s (50 s with the machine quieter).
  test.slow();

  test('the sign-in page, its code step and its error', async ({ opsAccounts, opsSignIn, page }) => {
    const coordinator = await opsAccounts.create({ role: 'coordinator', totp: true });
    await opsSignIn.goto();
    await expectNoAxeViolations(page, 'the sign-in page');
    await opsSignIn.signInButton.click();
    await expect(opsSignIn.error).toHaveText('Enter your username and password');
    await expectNoAxeViolations(page, 'the sign-in page with its error');
    await opsSignIn.enterPassword(coordinator);
    await expect(opsSignIn.codeHeading).toBeVisible();
    await expectNoAxeViolations(page, 'the code step');
  });

  test.describe('signed in as an administrator', () => {
    test.beforeEach(async ({ opsAccounts, opsSignIn }) => {
      await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'admin' }));
    });

    test('home', async ({ finderRequests, opsHome, page }) => {
      await finderRequests.create({ postcode: 'CO7 7AA', condition: 'respiratory', urgency: 'flexible' });
      await opsHome.goto();
      await expect(opsHome.figureValue('Requests needing attention')).toHaveText(/^\d+$/);
      await expectNoAxeViolations(page, 'home');
    });

    test('the requests queue and a request, with its assign dialog', async ({
      finderRequests,
      people,
      requestQueue,
      requestPage,
      page,
    }) => {
      const request = await finderRequests.create({
        postcode: 'CO7 7AA',
        condition: 'respiratory',
        urgency: 'soon',
        contact_name: 'Ivy Marsh',
        contact_email: people.email('a11y-family'),
        consent: true,
      });
      await requestQueue.goto();
      await expect(requestQueue.rows('CO7').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the requests queue');

      await requestPage.goto(request.id);
      await expect(requestPage.candidatesTable).toBeVisible();
      await expectNoAxeViolations(page, 'a request');
      const [first] = await requestPage.candidateNames();
      await requestPage.assignButton(first).click();
      await expect(requestPage.assignDialog(first).root).toBeVisible();
      await expectNoAxeViolations(page, 'the assign dialog');
    });

    test('physiotherapists: the list, a physiotherapist and the form with an error', async ({
      physiotherapistList,
      physiotherapistShow,
      physiotherapistForm,
      page,
    }) => {
      await physiotherapistList.goto();
      await expect(physiotherapistList.row('Claire Pemberton')).toBeVisible();
      await expectNoAxeViolations(page, 'the physiotherapists list');
      await physiotherapistShow.goto(1);
      await expectNoAxeViolations(page, 'a physiotherapist');
      await physiotherapistForm.gotoEdit(1);
      await expectNoAxeViolations(page, 'the physiotherapist form');
      await physiotherapistForm.field('HCPC number').fill('PH12');
      await physiotherapistForm.saveButton.click();
      await physiotherapistForm.expectFieldError('HCPC number', /PH followed by six digits/);
      await expectNoAxeViolations(page, 'the physiotherapist form with an error');
      // The error's notification fades out on its own; the next page is checked once it has gone.
      await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 });
      await page.goto('/ops/#/physiotherapists/create');
      await expect(physiotherapistForm.title).toHaveText('New physiotherapist');
      await expectNoAxeViolations(page, 'the new physiotherapist form');
    });

    test('enquiries: the list, an enquiry and its form', async ({ people, enquiryList, enquiryPage, page }) => {
      const email = people.email('a11y-enquiry');
      const sent = await page.request.post('/api/contact', {
        data: { name: 'Rosa Delaney', email, subject: 'support', message: 'Can my mother keep her current physio?' },
      });
      expect(sent.status()).toBe(201);
      await enquiryList.goto();
      await enquiryList.searchForOne(email);
      await expect(enquiryList.row('Rosa Delaney')).toBeVisible();
      await expectNoAxeViolations(page, 'the enquiries list');
      await enquiryList.row('Rosa Delaney').click();
      await expect(enquiryPage.handling).toBeVisible();
      await expectNoAxeViolations(page, 'an enquiry');
      await enquiryPage.updateStatusButton.click();
      await expect(enquiryPage.statusGroup).toBeVisible();
      await expectNoAxeViolations(page, 'the enquiry form');
    });

    test('accounts, a new account, the audit log and My account', async ({
      accountList,
      accountCreate,
      auditLog,
      opsLayout,
      page,
    }) => {
      await accountList.goto();
      await expect(accountList.table).toBeVisible();
      await expectNoAxeViolations(page, 'the accounts list');
      await accountList.createButton.click();
      await expect(accountCreate.title).toHaveText('New account');
      await expectNoAxeViolations(page, 'the new account form');
      await auditLog.goto();
      await expect(auditLog.table).toBeVisible();
      await expectNoAxeViolations(page, 'the audit log');
      await opsLayout.open('/my-account');
      await expect(opsLayout.title).toHaveText('My account');
      await expectNoAxeViolations(page, 'My account');
    });
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the requests queue and a request', async ({
      opsAccounts,
      opsSignIn,
      finderRequests,
      requestQueue,
      requestPage,
      page,
    }) => {
      const request = await finderRequests.create({ postcode: 'CO7 7AA', condition: 'respiratory', urgency: 'soon' });
      await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'coordinator' }));
      await requestQueue.goto();
      await expect(requestQueue.items('CO7').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the requests queue at 390 px');
      await requestPage.goto(request.id);
      await expect(requestPage.candidates).toBeVisible();
      await expect(requestPage.title).toHaveText('Soon request, CO7: Respiratory');
      await requestPage.expectTitleUncut();
      await expectNoAxeViolations(page, 'a request at 390 px');
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
