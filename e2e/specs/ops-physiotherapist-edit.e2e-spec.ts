import { expect, test } from '../fixtures/test.js';

test.describe('Editing a physiotherapist', () => {
  test('a mistyped HCPC number is pointed out on the field, then the corrected one is saved and shown', async ({
    physiotherapists,
    opsAccounts,
    opsSignIn,
    opsLayout,
    physiotherapistList,
    physiotherapistShow,
    physiotherapistForm,
    page,
  }) => {
    const physio = await physiotherapists.copyOf('Claire Pemberton', 'Morwenna Trelawny');
    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);

    await opsLayout.menuItem('Physiotherapists').click();
    await expect(physiotherapistList.title).toHaveText('Physiotherapists');
    await physiotherapistList.search.fill('Trelawny');
    const row = physiotherapistList.row('Morwenna Trelawny');
    await expect(row).toContainText(physio.hcpcNumber);
    await expect(physiotherapistList.table.getByRole('row')).toHaveCount(2); // the heading row and this one
    await row.click();
    await expect(physiotherapistShow.title).toHaveText('Morwenna Trelawny (inactive)');
    await physiotherapistShow.editButton.click();
    await expect(physiotherapistForm.title).toHaveText('Edit Morwenna Trelawny');

    const hcpc = physiotherapistForm.field('HCPC number');
    await expect(hcpc).toHaveValue(physio.hcpcNumber);

    // Too short, a mistyped email and a district that does not exist: the form says all of it at once, in our
    // words, before anything is sent (no browser bubble first, no district refused by the server afterwards).
    const email = physiotherapistForm.field('Referral email');
    const district = physiotherapistForm.field('Base postcode district');
    const [savedEmail, savedDistrict] = [await email.inputValue(), await district.inputValue()];
    await hcpc.fill('PH12');
    await email.fill('morwenna-at-example');
    await district.fill('zz99');
    await physiotherapistForm.saveButton.click();
    await physiotherapistForm.expectFieldError(
      'HCPC number',
      'Enter the HCPC number as PH followed by six digits, such as PH123456',
    );
    await physiotherapistForm.expectFieldError('Referral email', 'Enter an email address such as name@example.com');
    await physiotherapistForm.expectFieldError(
      'Base postcode district',
      'There is no UK postcode district ZZ99: enter the first half of their postcode, such as SS9 or SW1A',
    );
    await expect(physiotherapistForm.notification(/Some fields need attention/)).toBeVisible();
    await email.fill(savedEmail);
    await district.fill(savedDistrict);

    // Someone else's number: the API refuses it, and its message shows on the same field.
    await hcpc.fill('ph 482170');
    await physiotherapistForm.saveButton.click();
    await physiotherapistForm.expectFieldError(
      'HCPC number',
      'Another physiotherapist already has HCPC number PH482170: check the number, or edit their record',
    );
    await expect(physiotherapistForm.notification('Not saved: check HCPC number')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/physiotherapists/${physio.id}$`));

    // The right number is saved; the page shows it.
    const corrected = `PH01${physio.hcpcNumber.slice(4)}`;
    await hcpc.fill(corrected.toLowerCase());
    await physiotherapistForm.field('Years of experience').fill('19');
    await physiotherapistForm.saveButton.click();
    // The toast says what was saved, in our words.
    await expect(physiotherapistShow.notification('Morwenna Trelawny saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/physiotherapists/${physio.id}/show$`));
    await expect(physiotherapistShow.fact(physiotherapistShow.registration, 'HCPC number')).toHaveText(corrected);
    await expect(physiotherapistShow.fact(physiotherapistShow.matching, 'Experience')).toHaveText('19 years');

    // And it stays saved: a fresh load reads it back from the API.
    await page.reload();
    await expect(physiotherapistShow.fact(physiotherapistShow.registration, 'HCPC number')).toHaveText(corrected);
  });

  test('a base district we do not cover saves only once the coordinator confirms it; the DBS certificate number is kept', async ({
    physiotherapists,
    opsAccounts,
    opsSignIn,
    physiotherapistShow,
    physiotherapistForm,
    page,
  }) => {
    const physio = await physiotherapists.copyOf('Claire Pemberton', 'Morwenna Pascoe');
    const coordinator = await opsAccounts.create({ role: 'coordinator' });
    await opsSignIn.goto();
    await opsSignIn.signIn(coordinator);
    await physiotherapistForm.gotoEdit(physio.id);

    await physiotherapistForm.field('DBS certificate number').fill('0012 3456 7890');
    await physiotherapistForm.field('Base postcode district').fill('TR20');
    await physiotherapistForm.saveButton.click();
    const warning = page.getByRole('dialog', { name: 'Base district outside our coverage' });
    await expect(warning).toContainText('TR20 is outside the areas we cover');
    await expect(warning).toContainText('Save Morwenna Pascoe based in TR20 anyway?');
    // Going back to the district saves nothing.
    await warning.getByRole('button', { name: 'Change the district' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#/physiotherapists/${physio.id}$`));

    await physiotherapistForm.saveButton.click();
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expect(physiotherapistShow.notification('Morwenna Pascoe saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/physiotherapists/${physio.id}/show$`));
    await expect(physiotherapistShow.fact(physiotherapistShow.matching, 'Travels from')).toHaveText(/^TR20, up to/);
    await expect(physiotherapistShow.fact(physiotherapistShow.registration, 'DBS certificate number')).toHaveText(
      '001234567890',
    );
  });
});
