import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.js';

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
          message: 'What does a first home visit in Colchester cost? My mother is 84 and recovering from a fall.',
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

      await requestPage.goto(request.id);
      await expect(requestPage.candidates).toBeVisible();
      await shot(page, 'request');
      await requestPage.assignButton('Ricardo Fernandes').click();
      await shot(page, 'request-assign', false);
      await requestPage.assignDialog('Ricardo Fernandes').button('Assign').click();
      await expect(requestPage.summaryValue('Status')).toHaveText('Matched');
      await shot(page, 'request-assigned');
      await requestPage.cancelButton.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
      await shot(page, 'request-cancel-error', false);
      await page.keyboard.press('Escape');

      await physiotherapistList.goto();
      await expect(physiotherapistList.search).toBeVisible();
      await shot(page, 'physiotherapists');
      await physiotherapistShow.goto(7);
      await shot(page, 'physiotherapist');
      await physiotherapistForm.gotoEdit(7);
      await shot(page, 'physiotherapist-edit');
      await physiotherapistForm.field('HCPC number').fill('PH12');
      await physiotherapistForm.saveButton.click();
      await expect(physiotherapistForm.field('HCPC number')).toHaveAttribute('aria-invalid', 'true');
      await shot(page, 'physiotherapist-edit-error');
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
      await expect(enquiryPage.note).toBeVisible();
      await shot(page, 'enquiry-edit');

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
      await opsLayout.open(`/finder-requests/${request.id}/show`);
      await expect(opsLayout.title).toHaveText('Not open to your role');
      await shot(page, 'analyst-request');
    });
  });
}
