import { expect, type Locator, type Page } from '@playwright/test';
import { tick } from './controls.js';
import { Layout } from './Layout.js';

export interface MessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  privacy: boolean;
}

export interface ConsultationInput {
  name: string;
  email: string;
  phone: string;
  parentCondition: string;
  preferredTime: string;
  additionalInfo?: string;
  privacy: boolean;
}

/** By accessible name: the required marker '*' is aria-hidden, so the name is the label text alone. */
const field = (scope: Locator, label: string, role: 'textbox' | 'combobox' = 'textbox') =>
  scope.getByRole(role, { name: label, exact: true });

/** The message shown under a field (Chakra's Field.ErrorText, linked to the input with aria-errormessage). */
export const fieldError = (control: Locator): Locator =>
  control.locator('xpath=ancestor::*[@data-scope="field" and @data-part="root"][1]//*[@data-part="error-text"]');

export class ConsultationDialog {
  readonly root: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly parentCondition: Locator;
  readonly preferredTime: Locator;
  readonly additionalInfo: Locator;
  readonly privacy: Locator;
  readonly submitButton: Locator;
  readonly cancelButton: Locator;
  readonly closeButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Request a Free 15-Minute Consultation' });
    this.name = field(this.root, 'Your name');
    this.email = field(this.root, 'Email');
    this.phone = field(this.root, 'Phone number');
    this.parentCondition = field(this.root, "Your parent's condition");
    this.preferredTime = field(this.root, 'Preferred time for the call', 'combobox');
    this.additionalInfo = field(this.root, 'Anything else? (optional)');
    this.privacy = this.root.getByRole('checkbox', { name: /I agree to Home Physio Finder using these details/ });
    this.submitButton = this.root.getByRole('button', { name: 'Request Consultation' });
    this.cancelButton = this.root.getByRole('button', { name: 'Cancel' });
    this.closeButton = this.root.getByRole('button', { name: 'Close' });
  }

  async fill(input: ConsultationInput): Promise<void> {
    await this.name.fill(input.name);
    await this.email.fill(input.email);
    await this.phone.fill(input.phone);
    await this.parentCondition.fill(input.parentCondition);
    await this.preferredTime.selectOption({ label: input.preferredTime });
    if (input.additionalInfo) await this.additionalInfo.fill(input.additionalInfo);
    if (input.privacy) await tick(this.privacy);
  }

  errorFor(control: Locator): Locator {
    return fieldError(control);
  }
}

export class ContactPage extends Layout {
  readonly heading: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly privacy: Locator;
  readonly sendButton: Locator;
  readonly thankYou: Locator;
  readonly sendAnotherButton: Locator;
  readonly findPhysioLink: Locator;
  readonly scheduleCallButton: Locator;
  readonly consultation: ConsultationDialog;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Contact us' });
    this.form = this.main.getByRole('form', { name: 'Send us a message' });
    this.name = field(this.form, 'Your name');
    this.email = field(this.form, 'Email');
    this.phone = field(this.form, 'Phone (optional)');
    this.subject = field(this.form, 'Subject', 'combobox');
    this.message = field(this.form, 'Message');
    this.privacy = this.form.getByRole('checkbox', { name: /I agree to Home Physio Finder using these details/ });
    this.sendButton = this.form.getByRole('button', { name: 'Send Message' });
    this.thankYou = this.main.getByRole('heading', { name: 'Thank you for reaching out!' });
    this.sendAnotherButton = this.main.getByRole('button', { name: 'Send Another Message' });
    this.findPhysioLink = this.main.getByRole('link', { name: 'Find a Physiotherapist' });
    this.scheduleCallButton = this.main.getByRole('link', { name: 'Schedule a call' });
    this.consultation = new ConsultationDialog(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/contact');
    await this.waitForHydration();
    await expect(this.form).toBeVisible();
  }

  async fillMessage(input: MessageInput): Promise<void> {
    await this.name.fill(input.name);
    await this.email.fill(input.email);
    if (input.phone) await this.phone.fill(input.phone);
    await this.subject.selectOption({ label: input.subject });
    await this.message.fill(input.message);
    if (input.privacy) await tick(this.privacy);
  }

  errorFor(control: Locator): Locator {
    return fieldError(control);
  }

  async openConsultation(): Promise<ConsultationDialog> {
    await this.scheduleCallButton.click();
    await expect(this.consultation.root).toBeVisible();
    return this.consultation;
  }
}
