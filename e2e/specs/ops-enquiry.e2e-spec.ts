import { expect, test } from '../fixtures/test.js';

test.describe('Handling an enquiry', () => {
  test('a message from the contact form is found, marked handled with a note, and shows who handled it', async ({
    contactPage,
    people,
    opsAccounts,
    opsSignIn,
    opsLayout,
    enquiryList,
    enquiryPage,
    page,
  }) => {
    const email = people.email('enquiry');
    await contactPage.goto();
    await contactPage.fillMessage({
      name: 'Dorothy Wainwright',
      email,
      subject: 'Pricing',
      message: 'What does a first home visit in Colchester cost?',
      privacy: true,
    });
    await contactPage.sendButton.click();
    await expect(contactPage.thankYou).toBeVisible();

    const coordinator = await opsAccounts.create({ role: 'coordinator', displayName: 'Priya Coordinator' });
    await page.goto('/ops/');
    await opsSignIn.signIn(coordinator);
    await opsLayout.menuItem('Enquiries').click();
    await expect(enquiryList.title).toHaveText('Enquiries');
    await enquiryList.searchForOne(email);
    const row = enquiryList.row('Dorothy Wainwright');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pricing');
    await expect(row).toContainText('New');
    await row.click();

    await expect(enquiryPage.title).toHaveText('Pricing from Dorothy Wainwright');
    await expect(enquiryPage.messageValue('Email')).toHaveText(email);
    await expect(enquiryPage.messageValue('Message')).toHaveText('What does a first home visit in Colchester cost?');
    await expect(enquiryPage.handlingValue('Status')).toHaveText('New');
    await expect(enquiryPage.handlingValue('Handled by')).toHaveText('—');

    await enquiryPage.updateStatusButton.click();
    await expect(enquiryPage.status('New')).toBeChecked();
    await enquiryPage.status('Handled').check();
    await enquiryPage.note.fill('Rang her back: £70 for the first visit, she will book through the finder.');
    await enquiryPage.saveButton.click();

    await expect(page).toHaveURL(/#\/enquiries\/[0-9a-f-]{36}\/show$/);
    await expect(enquiryPage.handlingValue('Status')).toHaveText('Handled');
    await expect(enquiryPage.handlingValue('Note')).toHaveText(
      'Rang her back: £70 for the first visit, she will book through the finder.',
    );
    await expect(enquiryPage.handlingValue('Handled by')).toHaveText('Priya Coordinator');
    await expect(enquiryPage.handlingValue('Handled on')).toHaveText(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);

    // The list says who handled it too.
    await opsLayout.menuItem('Enquiries').click();
    await enquiryList.searchForOne(email);
    await expect(enquiryList.row('Dorothy Wainwright')).toContainText('Handled');
    await expect(enquiryList.row('Dorothy Wainwright')).toContainText('Priya Coordinator, ');
  });
});
