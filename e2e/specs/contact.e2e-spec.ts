import { headerValue } from '../fixtures/mailbox.js';
import { expect, test } from '../fixtures/test.js';

test.describe('Contact page', () => {
  test.beforeEach(async ({ contactPage }) => {
    await contactPage.goto();
  });

  test('a message is sent: thank-you screen, the team inbox and the family both get an email', async ({
    contactPage,
    layout,
    mailbox,
    people,
    page,
  }) => {
    const email = people.email('contact');
    await contactPage.fillMessage({
      name: 'Eleanor Hughes',
      email,
      phone: '07911 123456',
      subject: 'Pricing',
      message: 'How much does a first home visit in Southend usually cost?',
      privacy: true,
    });
    await contactPage.sendButton.click();

    await expect(contactPage.thankYou).toBeVisible();
    await expect(layout.toast('Message sent successfully!')).toContainText("We'll get back to you within 24 hours.");
    await expect(contactPage.sendAnotherButton).toBeVisible();
    await expect(contactPage.findPhysioLink).toHaveAttribute('href', '/finder');

    const toTeam = await mailbox.waitFor(
      'to the team inbox from this family',
      (mail) =>
        mail.to.some((to) => to.address === 'team@homephysiofinder.co.uk') &&
        headerValue(mail, 'reply-to').includes(email),
    );
    expect(toTeam.subject).toBe('New message: Pricing from Eleanor Hughes');
    expect(toTeam.text).toContain('How much does a first home visit in Southend usually cost?');
    expect(toTeam.text).toContain('07911 123456');

    const acknowledgement = await mailbox.waitForTo(email);
    expect(acknowledgement.subject).toBe('We have your message - Home Physio Finder');
    expect(acknowledgement.text).toContain('Eleanor');
    expect(acknowledgement.text).toContain('within 24 hours');

    // 'Send Another Message' brings back an empty form.
    await contactPage.sendAnotherButton.click();
    await expect(contactPage.form).toBeVisible();
    await expect(contactPage.name).toHaveValue('');
    await expect(contactPage.message).toHaveValue('');
    await expect(contactPage.privacy).not.toBeChecked();

    await contactPage.sendButton.click(); // empty again: no second email is sent
    await expect(contactPage.errorFor(contactPage.name)).toBeVisible();
    await contactPage.page.reload();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("'Find a Physiotherapist' on the thank-you screen goes to the finder", async ({ contactPage, people, page }) => {
    await contactPage.fillMessage({
      name: 'Tom Reid',
      email: people.email('contact-finder'),
      subject: 'Finding a physiotherapist',
      message: 'Do you cover Rayleigh?',
      privacy: true,
    });
    await contactPage.sendButton.click();
    await expect(contactPage.thankYou).toBeVisible();
    await contactPage.findPhysioLink.click();
    await expect(page).toHaveURL(/\/finder$/);
  });

  test('every message of the contact form', async ({ contactPage }) => {
    await contactPage.sendButton.click();
    await expect(contactPage.errorFor(contactPage.name)).toHaveText('Please enter your name');
    await expect(contactPage.errorFor(contactPage.email)).toHaveText('Please enter a valid email address');
    await expect(contactPage.errorFor(contactPage.subject)).toHaveText('Please choose a subject');
    await expect(contactPage.errorFor(contactPage.message)).toHaveText('Please enter your message');
    await expect(contactPage.form).toContainText('You must agree to the privacy policy to continue');
    // Each message is tied to its field for screen readers, and focus goes to the first one to fix.
    await expect(contactPage.name).toHaveAccessibleErrorMessage('Please enter your name');
    await expect(contactPage.subject).toHaveAccessibleErrorMessage('Please choose a subject');
    await expect(contactPage.privacy).toHaveAccessibleDescription('You must agree to the privacy policy to continue');
    await expect(contactPage.name).toBeFocused();

    await contactPage.name.fill('Ann');
    await expect(contactPage.errorFor(contactPage.name)).toHaveCount(0);
    await contactPage.email.fill('ann@example');
    await contactPage.sendButton.click();
    await expect(contactPage.errorFor(contactPage.email)).toHaveText('Please enter a valid email address');
    await expect(contactPage.email).toBeFocused();
    await expect(contactPage.thankYou).toHaveCount(0);
  });

  test('a consultation request: dialog, toast and the team email', async ({ contactPage, layout, mailbox, people }) => {
    const email = people.email('consultation');
    const dialog = await contactPage.openConsultation();
    await dialog.fill({
      name: 'Margaret Lewis',
      email,
      phone: '01702 555123',
      parentCondition: 'Recovering from a hip replacement in October',
      preferredTime: 'Weekday morning (9am-12pm)',
      additionalInfo: 'Mum is hard of hearing; please call me, not her.',
      privacy: true,
    });
    await dialog.submitButton.click();

    await expect(layout.toast('Consultation request sent!')).toContainText(
      "We'll contact you within 24 hours to schedule your free consultation.",
    );
    await expect(dialog.root).toBeHidden();

    const toTeam = await mailbox.waitFor(
      'to the team inbox about this consultation',
      (mail) =>
        mail.to.some((to) => to.address === 'team@homephysiofinder.co.uk') &&
        headerValue(mail, 'reply-to').includes(email),
    );
    expect(toTeam.subject).toBe('Consultation request: Free 15-Minute Consultation Request from Margaret Lewis');
    expect(toTeam.text).toContain("Parent's condition: Recovering from a hip replacement in October");
    expect(toTeam.text).toContain('Preferred time: Weekday morning (9am-12pm)');
    expect(toTeam.text).toContain('01702 555123');
    const acknowledgement = await mailbox.waitForTo(email);
    expect(acknowledgement.subject).toBe('We have your consultation request - Home Physio Finder');

    // Reopened, the form is empty again.
    await contactPage.openConsultation();
    await expect(dialog.name).toHaveValue('');
  });

  test('every message of the consultation form (spec section 5 table)', async ({ contactPage }) => {
    const dialog = await contactPage.openConsultation();
    await dialog.submitButton.click();
    await expect(dialog.errorFor(dialog.name)).toHaveText('Name must be at least 2 characters');
    await expect(dialog.errorFor(dialog.email)).toHaveText('Please enter a valid email address');
    await expect(dialog.errorFor(dialog.phone)).toHaveText('Please enter a valid phone number');
    await expect(dialog.errorFor(dialog.parentCondition)).toHaveText("Please tell us about your parent's condition");
    await expect(dialog.errorFor(dialog.preferredTime)).toHaveText('Please select a preferred time');
    await expect(dialog.root).toContainText('You must agree to the privacy policy to continue');
    await expect(dialog.name).toBeFocused();

    // The boundaries: one character is too short a name, nine digits too short a phone number.
    await dialog.name.fill('A');
    await dialog.phone.fill('017025551');
    await dialog.submitButton.click();
    await expect(dialog.errorFor(dialog.name)).toHaveText('Name must be at least 2 characters');
    await expect(dialog.errorFor(dialog.phone)).toHaveText('Please enter a valid phone number');
    await dialog.name.fill('Al');
    await dialog.phone.fill('0170255512');
    await dialog.submitButton.click();
    await expect(dialog.errorFor(dialog.name)).toHaveCount(0);
    await expect(dialog.errorFor(dialog.phone)).toHaveCount(0);
    await expect(dialog.root).toBeVisible();

    await dialog.cancelButton.click();
    await expect(dialog.root).toBeHidden();
  });
});

test.describe('Contact page, phone numbers the API refuses', () => {
  test('a phone number the API would refuse is pointed out on the phone field', async ({ contactPage, people }) => {
    await contactPage.goto();
    await contactPage.fillMessage({
      name: 'Eleanor Hughes',
      email: people.email('contact-phone'),
      phone: '12345',
      subject: 'Pricing',
      message: 'How much does a first visit cost?',
      privacy: true,
    });
    await contactPage.sendButton.click();
    await expect(contactPage.errorFor(contactPage.phone)).toHaveText(
      'Please enter a valid UK phone number, for example 07123 456789',
    );
  });
});
