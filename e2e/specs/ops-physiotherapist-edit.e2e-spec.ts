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

    // Too short: the form says so before anything is sent.
    await hcpc.fill('PH12');
    await physiotherapistForm.saveButton.click();
    await physiotherapistForm.expectFieldError(
      'HCPC number',
      'Enter the HCPC number as PH followed by six digits, such as PH123456',
    );
    await expect(physiotherapistForm.notification(/Some fields need attention/)).toBeVisible();

    // Someone else's number: the API refuses it, and its message shows on the same field.
    await hcpc.fill('ph 482170');
    await physiotherapistForm.saveButton.click();
    await physiotherapistForm.expectFieldError(
      'HCPC number',
      'Another physiotherapist already has HCPC number PH482170',
    );
    await expect(page).toHaveURL(new RegExp(`#/physiotherapists/${physio.id}$`));

    // The right number is saved; the page shows it.
    const corrected = `PH01${physio.hcpcNumber.slice(4)}`;
    await hcpc.fill(corrected.toLowerCase());
    await physiotherapistForm.field('Years of experience').fill('19');
    await physiotherapistForm.saveButton.click();
    await expect(page).toHaveURL(new RegExp(`#/physiotherapists/${physio.id}/show$`));
    await expect(physiotherapistShow.fact(physiotherapistShow.registration, 'HCPC number')).toHaveText(corrected);
    await expect(physiotherapistShow.fact(physiotherapistShow.matching, 'Experience')).toHaveText('19 years');

    // And it stays saved: a fresh load reads it back from the API.
    await page.reload();
    await expect(physiotherapistShow.fact(physiotherapistShow.registration, 'HCPC number')).toHaveText(corrected);
  });
});
