import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { shortReferenceOf } from '../fixtures/reference.js';
import { expect, test } from '../fixtures/test.js';
import { WaitlistPages } from '../pages/ops/CoveragePages.js';
import { MyAccountPage } from '../pages/ops/MyAccountPage.js';
import { PASSKEY_BASE_URL, VirtualPasskeys } from '../fixtures/passkeys.js';

/**
 * Screenshots of every dashboard page for a person to look at, not assertions: runs only when E2E_SCREENSHOTS_DIR
 * names a folder outside the repository (playwright.config.ts ignores this file otherwise).
 */
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '';

for (const width of [390, 1280]) {
  test.describe(`dashboard screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    const shot = async (page: Page, name: string, fullPage = true) => {
      mkdirSync(DIR, { recursive: true });
      // Let lazy pages and fades settle; the figures here are for looking at, not timing.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(DIR, `ops-${width}-${name}.png`), fullPage, animations: 'disabled' });
    };

    test('pages and states', async ({
      page,
      opsAccounts,
      opsSignIn,
      opsLayout,
      opsHome,
      finderRequests,
      people,
      requestQueue,
      requestPage,
      physiotherapistList,
      physiotherapistShow,
      physiotherapistForm,
      enquiryList,
      enquiryPage,
      accountList,
      auditLog,
    }) => {
      test.setTimeout(180_000);
      const admin = await opsAccounts.create({ role: 'admin', totp: true, displayName: 'Screenshot Admin' });
      const request = await finderRequests.create({
        postcode: 'CO4 3AA',
        condition: 'respiratory',
        urgency: 'soon',
        contact_name: 'Gareth Evans',
        contact_email: people.email('shots-family'),
        contact_phone: '07911 123456',
        additional_info: 'Dad has COPD and gets breathless on the stairs; mornings are best.',
        consent: true,
      });
      await finderRequests.create({ postcode: 'CO2 7AA', condition: 'respiratory', urgency: 'flexible' });
      const email = people.email('shots-enquiry');
      const sent = await page.request.post('/api/contact', {
        data: {
          name: 'Dorothy Wainwright',
          email,
          phone: '01206 555123',
          subject: 'pricing',
          message: `My reference: ${shortReferenceOf(request.id)}\n\nWhat does a first home visit in Colchester cost? My mother is 84 and recovering from a fall.`,
        },
      });
      expect(sent.status()).toBe(201);

      await opsSignIn.goto();
      await shot(page, 'sign-in');
      await opsSignIn.signInButton.click();
      await shot(page, 'sign-in-error');
      await opsSignIn.enterPassword(admin);
      await expect(opsSignIn.codeHeading).toBeVisible();
      await shot(page, 'sign-in-code');
      await opsSignIn.enterCode('000000');
      await expect(opsSignIn.error).toBeVisible();
      await shot(page, 'sign-in-code-error');
      await opsSignIn.startAgainButton.click();
      await opsSignIn.signIn(admin);

      await expect(opsHome.figureValue('Requests needing attention')).toHaveText(/^\d+$/);
      await shot(page, 'home');
      if (width === 390) {
        await opsLayout.openMenuButton.click();
        await expect(opsLayout.menuItem('Audit log')).toBeVisible();
        await shot(page, 'menu', false);
        await page.keyboard.press('Escape');
      }
      await opsLayout.userMenuButton.click();
      await shot(page, 'user-menu', false);
      await page.keyboard.press('Escape');

      await requestQueue.goto();
      await shot(page, 'queue');
      await requestQueue.addFilterButton.click();
      await shot(page, 'queue-filters', false);
      await page.keyboard.press('Escape');
      await requestQueue.search('gareth');
      await shot(page, 'queue-search');
      await requestQueue.search('Nobody Here');
      await expect(requestQueue.empty).toBeVisible();
      await shot(page, 'queue-search-none');
      await requestQueue.search('');

      await requestPage.goto(request.id);
      await expect(requestPage.candidates).toBeVisible();
      await shot(page, 'request');
      await requestPage.unfoldCandidates();
      await requestPage.assignButton('Ricardo Fernandes').click();
      await shot(page, 'request-assign', false);
      await requestPage.assignDialog('Ricardo Fernandes').button('Assign').click();
      await expect(requestPage.summaryValue('Status')).toHaveText('Matched');
      await shot(page, 'request-assigned');
      await requestPage.cancelButton.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
      await shot(page, 'request-cancel-error', false);
      await page.keyboard.press('Escape');
      // Working it: "Assign to me", then a call logged.
      const working = requestPage.section('Working on it');
      await working.getByRole('button', { name: 'Assign to me' }).click();
      await expect(requestPage.fact(working, 'Taken by')).toHaveText('You');
      await working.getByRole('button', { name: 'Log a call' }).click();
      const callDialog = page.getByRole('dialog', { name: 'Log a call' });
      await callDialog.getByRole('radio', { name: 'Spoke to the family' }).check();
      await callDialog.getByRole('textbox', { name: 'What was said (optional)' }).fill('Their daughter will be there.');
      await shot(page, 'request-log-call', false);
      await callDialog.getByRole('button', { name: 'Log call' }).click();
      await expect(callDialog).toBeHidden();
      await shot(page, 'request-worked');
      await requestQueue.goto();
      await requestQueue.show.click();
      await page.getByRole('option').filter({ hasText: 'All requests' }).click();
      await expect(width < 600 ? requestQueue.items('CO4') : requestQueue.rows('CO4')).toHaveCount(1);
      await shot(page, 'queue-all');

      await physiotherapistList.goto();
      await expect(physiotherapistList.search).toBeVisible();
      await shot(page, 'physiotherapists');
      await physiotherapistShow.goto(7);
      await shot(page, 'physiotherapist');
      await physiotherapistForm.gotoEdit(7);
      await shot(page, 'physiotherapist-edit');
      await physiotherapistForm.field('HCPC number').fill('PH12');
      await physiotherapistForm.field('Referral email').fill('not-an-email');
      await physiotherapistForm.field('Base postcode district').fill('ZZ99');
      await physiotherapistForm.saveButton.click();
      await expect(physiotherapistForm.field('HCPC number')).toHaveAttribute('aria-invalid', 'true');
      await expect(physiotherapistForm.field('Base postcode district')).toHaveAttribute('aria-invalid', 'true');
      await shot(page, 'physiotherapist-edit-error');
      await physiotherapistShow.goto(7); // leaves the form, so it opens again from the saved record
      // The last round's notification covers the toolbar at phone width until it hides (a pointer resting on it,
      // where Save was clicked, keeps it open).
      await page.mouse.move(5, 5);
      await expect(page.getByText(/Some fields need attention/)).toBeHidden({ timeout: 15_000 });
      await physiotherapistForm.gotoEdit(7);
      await physiotherapistForm.field('Base postcode district').fill('TR20');
      await physiotherapistForm.saveButton.click();
      const outside = page.getByRole('dialog', { name: 'Base district outside our coverage' });
      await expect(outside).toBeVisible();
      await shot(page, 'physiotherapist-edit-outside-coverage', false);
      await outside.getByRole('button', { name: 'Change the district' }).click();
      await expect(outside).toBeHidden();
      await page.goto('/ops/#/physiotherapists/create');
      await expect(physiotherapistForm.title).toHaveText('New physiotherapist');
      await shot(page, 'physiotherapist-create');

      await enquiryList.goto();
      await shot(page, 'enquiries');
      await page.goto('/ops/#/enquiries');
      await enquiryList.searchForOne(email);
      await page.getByText('Dorothy Wainwright').first().click();
      await expect(enquiryPage.handling).toBeVisible();
      await shot(page, 'enquiry');
      await enquiryPage.updateStatusButton.click();
      await expect(enquiryPage.statusGroup).toBeVisible();
      await shot(page, 'enquiry-edit');

      const waiting = people.email('shots-waitlist');
      await page.request.post('/api/waitlist', { data: { name: 'Arthur Penn', email: waiting, postcode: 'BR8 7AA' } });
      const waitlist = new WaitlistPages(page);
      await waitlist.goto();
      await waitlist.searchFor('arthur penn', 1);
      await shot(page, 'waitlist-search');

      await accountList.goto();
      await shot(page, 'accounts');
      await opsLayout.open('/accounts/create');
      await expect(opsLayout.title).toHaveText('New account');
      await shot(page, 'account-create');
      await opsLayout.open(`/accounts/${admin.id}`);
      await expect(opsLayout.title).toHaveText('Account: Screenshot Admin');
      await shot(page, 'account-edit');
      await auditLog.goto();
      await shot(page, 'audit-log');
      await opsLayout.open('/my-account');
      await expect(opsLayout.title).toHaveText('My account');
      await shot(page, 'my-account');
      await opsLayout.open('/no-such-page');
      await shot(page, 'not-found');

      await opsLayout.signOut();
      const analyst = await opsAccounts.create({ role: 'analyst', displayName: 'Sam Analyst' });
      await opsSignIn.signIn(analyst);
      await shot(page, 'analyst-home');
      // The demand report split by condition: the trend's legend names area and condition (Arthur Penn's join in BR).
      await opsLayout.open(
        `/demand?filter=${encodeURIComponent(JSON.stringify({ period: '30d', group: 'area', by_condition: true }))}`,
      );
      await expect(page.getByRole('heading', { name: 'Weekly trend of the top areas and conditions' })).toBeVisible();
      await shot(page, 'demand-by-condition');
      await opsLayout.open(`/finder-requests/${request.id}/show`);
      await expect(opsLayout.title).toHaveText('Not open to your role');
      await shot(page, 'analyst-request');
    });

    test('accounts: one whose sign-in is slowed by failed attempts', async ({
      page,
      opsAccounts,
      opsSignIn,
      accountList,
    }) => {
      test.setTimeout(120_000);
      const guessed = await opsAccounts.create({ role: 'coordinator', displayName: 'Guessed At' });
      // Nine wrong passwords, waiting out each delay: the last leaves the account slowed for 16 seconds.
      for (let failures = 0; failures < 9;) {
        const res = await page.request.post('/api/ops/auth/login', {
          data: { username: guessed.username, password: 'not the password at all' },
        });
        if (res.status() === 429) await page.waitForTimeout(Number(res.headers()['retry-after']) * 1000);
        else failures += 1;
      }
      await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'admin' }));
      await accountList.goto();
      await expect(page.getByText(/Sign-in slowed until/)).toBeVisible();
      await shot(page, 'accounts-slowed');
    });

    test.describe('passkeys', () => {
      // A browser offers passkeys on a host name only: this stack's OPS_ORIGIN.
      test.use({ baseURL: PASSKEY_BASE_URL });

      test('My account with a passkey, and the passkey step of sign-in', async ({
        page,
        opsAccounts,
        opsSignIn,
        opsLayout,
      }) => {
        const coordinator = await opsAccounts.create({ role: 'coordinator', totp: true, displayName: 'Pia Passkey' });
        await VirtualPasskeys.attach(page);
        await opsSignIn.goto();
        await opsSignIn.signIn(coordinator);
        const account = new MyAccountPage(page);
        await account.goto();
        await account.addPasskey('Work laptop', coordinator.password);
        await expect(account.passkey('Work laptop')).toBeVisible();
        await shot(page, 'my-account-passkeys');
        await opsLayout.signOut();
        await opsSignIn.enterPassword(coordinator);
        await expect(opsSignIn.passkeyHeading).toBeVisible();
        await shot(page, 'sign-in-passkey');
      });
    });

    test('promises: the report, the home figures and the queue needing attention', async ({
      page,
      opsAccounts,
      opsSignIn,
      opsLayout,
      finderRequests,
    }) => {
      test.setTimeout(120_000);
      await finderRequests.create({ postcode: 'CO7 7AA', condition: 'respiratory', urgency: 'urgent' });
      await opsSignIn.signInThroughApi(await opsAccounts.create({ role: 'coordinator' }));
      await opsLayout.open('/promises');
      await expect(page.getByRole('region', { name: 'Promises kept' })).toContainText(/[A-Z][a-z]+ \d{4}/, {
        timeout: 20_000,
      });
      await shot(page, 'promises');
      await opsLayout.open('/');
      await expect(opsLayout.title).toHaveText('Today’s work');
      await expect(page.getByText('Requests needing attention')).toBeVisible();
      await shot(page, 'home-promises');
      await opsLayout.open('/finder-requests');
      await expect(page.getByRole('main').getByText('CO7').first()).toBeVisible({ timeout: 20_000 });
      await shot(page, 'queue-needing-attention');
      // The home figure's link: the queue's promises-at-risk view.
      await opsLayout.open('/');
      await page.getByRole('link', { name: /Promises at risk/ }).click();
      await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
      await shot(page, 'queue-promises-at-risk');
    });

    test('sign-in rules, the page of an account that must add a passkey, and the enrolment link', async ({
      page,
      browser,
      opsAccounts,
      opsSignIn,
      opsLayout,
    }) => {
      test.setTimeout(120_000);
      // The analysts' rule: no other screenshot signs in as one (run these with --workers=1).
      const admin = await opsAccounts.create({ role: 'admin', displayName: 'Rules Admin' });
      const analyst = await opsAccounts.create({ role: 'analyst', displayName: 'Ana Lyst' });
      await opsSignIn.signInThroughApi(admin);
      await opsLayout.open('/accounts');
      const rule = page.getByRole('switch', { name: 'Analysts must use a passkey' });
      await expect(rule).toBeVisible();
      await shot(page, 'accounts-sign-in-rules');
      await rule.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'sign-in-rules-confirm', false);
      await page.getByRole('button', { name: 'Require passkeys' }).click();
      await expect(rule).toBeChecked();

      const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      try {
        const own = await context.newPage();
        await own.goto('/ops/');
        await own.getByLabel('Username').fill(analyst.username);
        await own.locator('input[type=password]').fill(analyst.password);
        await own.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(own.getByRole('heading', { name: 'Add a passkey to go on' })).toBeVisible();
        await own.waitForLoadState('networkidle');
        await own.screenshot({ path: join(DIR, `ops-${width}-passkey-required.png`), fullPage: true });
      } finally {
        await context.close();
      }
      await rule.click();
      await expect(rule).not.toBeChecked();

      await opsLayout.open(`/accounts/${analyst.id}`);
      await page.getByRole('button', { name: 'Enrolment link' }).click();
      await page.getByRole('button', { name: 'Issue link' }).click();
      const shown = page.getByRole('dialog', { name: 'Enrolment link for Ana Lyst' });
      await expect(shown).toBeVisible();
      await shot(page, 'enrolment-link-issued', false);
      const url = await shown.getByRole('textbox', { name: 'Enrolment link' }).inputValue();
      const newcomer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      try {
        const own = await newcomer.newPage();
        await own.goto(url);
        await expect(own.getByRole('heading', { name: 'Set up your sign-in' })).toBeVisible();
        await own.waitForLoadState('networkidle');
        await own.screenshot({ path: join(DIR, `ops-${width}-enrol.png`), fullPage: true });
      } finally {
        await newcomer.close();
      }
    });
  });
}
