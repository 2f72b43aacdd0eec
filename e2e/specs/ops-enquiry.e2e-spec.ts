import { expect, test } from '../fixtures/test.js';

test.describe('Handling an enquiry', () => {
  test('a message from the contact form is found, answered by email, noted, marked handled, and shows who did what', async ({
    contactPage,
    people,
    mailbox,
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

    // A reply from the dashboard reaches her through our email pipeline, and the history says who sent it.
    await enquiryPage.reply.fill('A first home visit in Colchester costs £70. Shall we book one for you?');
    await enquiryPage.sendReplyButton.click();
    await expect(enquiryPage.notification('Reply to Dorothy Wainwright sent')).toBeVisible();
    await expect(enquiryPage.history).toHaveCount(1);
    await expect(enquiryPage.history.first()).toContainText('A first home visit in Colchester costs £70.');
    await expect(enquiryPage.history.first()).toContainText(
      /Reply emailed by Priya Coordinator, \d{1,2} \w+ \d{4}, \d{2}:\d{2}/,
    );
    const reply = await mailbox.waitForTo(email, 'Your message about');
    expect(reply.text).toContain('A first home visit in Colchester costs £70. Shall we book one for you?');

    // Notes pile up with their authors; none replaces another.
    await enquiryPage.newNote.fill('Rang her back too: she will book through the finder.');
    await enquiryPage.addNoteButton.click();
    await expect(enquiryPage.history).toHaveCount(2);
    await expect(enquiryPage.history.nth(1)).toContainText('Note by Priya Coordinator');
    await expect(enquiryPage.history.first()).toContainText('Reply emailed by Priya Coordinator');

    await enquiryPage.updateStatusButton.click();
    await expect(enquiryPage.status('New')).toBeChecked();
    await enquiryPage.status('Handled').check();
    await enquiryPage.saveButton.click();

    await expect(page).toHaveURL(/#\/enquiries\/[0-9a-f-]{36}\/show$/);
    await expect(enquiryPage.handlingValue('Status')).toHaveText('Handled');
    await expect(enquiryPage.history).toHaveCount(2);
    await expect(enquiryPage.handlingValue('Handled by')).toHaveText('Priya Coordinator');
    await expect(enquiryPage.handlingValue('Handled on')).toHaveText(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);

    // The list says who handled it too.
    await opsLayout.menuItem('Enquiries').click();
    await enquiryList.searchForOne(email);
    await expect(enquiryList.row('Dorothy Wainwright')).toContainText('Handled');
    await expect(enquiryList.row('Dorothy Wainwright')).toContainText('Priya Coordinator, ');
  });
});
