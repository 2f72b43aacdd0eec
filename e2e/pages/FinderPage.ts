import { expect, type Locator, type Page } from '@playwright/test';
import { choose, tick } from './controls.js';
import { Layout } from './Layout.js';

/** Labels as the family sees them (spec section 3). */
export const CONDITION_LABELS = {
  'stroke-recovery': 'Stroke Recovery',
  'falls-prevention': 'Falls Prevention',
  neurological: "Neurological (Parkinson's, MS)",
  'post-operative': 'Post-Operation',
  respiratory: 'Respiratory',
  musculoskeletal: 'Musculoskeletal (back or joint pain)',
  'elderly-rehab': 'Elderly Rehab',
  'hospital-discharge': 'Hospital Discharge',
} as const;
export type ConditionValue = keyof typeof CONDITION_LABELS;

export const URGENCY_LABELS = { urgent: 'Urgent', soon: 'Soon', flexible: 'Flexible' } as const;
export type UrgencyValue = keyof typeof URGENCY_LABELS;

/** The out-of-area modal opened from step 1. */
export class WaitlistDialog {
  readonly root: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly postcode: Locator;
  readonly joinButton: Locator;
  readonly maybeLaterButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: "We're not in your area yet" });
    this.name = this.root.getByLabel('Your name');
    this.email = this.root.getByLabel('Your email');
    this.postcode = this.root.getByLabel('Postcode');
    this.joinButton = this.root.getByRole('button', { name: 'Join Waitlist' });
    this.maybeLaterButton = this.root.getByRole('button', { name: 'Maybe Later' });
  }
}

export interface ContactDetails {
  name?: string;
  email?: string;
  phone?: string;
  additionalInfo?: string;
  consent?: boolean;
}

export class FinderPage extends Layout {
  readonly heading: Locator;
  readonly stepLabel: Locator;
  readonly progress: Locator;
  readonly stepHeading: Locator;
  readonly problem: Locator;
  readonly postcode: Locator;
  readonly conditionGroup: Locator;
  readonly urgencyGroup: Locator;
  readonly contactName: Locator;
  readonly contactEmail: Locator;
  readonly contactPhone: Locator;
  readonly additionalInfo: Locator;
  readonly consent: Locator;
  readonly previousButton: Locator;
  readonly forwardButton: Locator;
  readonly waitlist: WaitlistDialog;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Find a home physiotherapist' });
    this.stepLabel = this.main.getByText(/^Step \d of 4$/);
    this.progress = this.main.getByRole('progressbar');
    this.stepHeading = this.main.getByRole('heading', { level: 2 });
    this.problem = this.main.getByRole('alert');
    this.postcode = this.main.getByLabel("Parent's postcode");
    this.conditionGroup = this.main.getByRole('radiogroup', { name: 'Condition' });
    this.urgencyGroup = this.main.getByRole('radiogroup', { name: 'Urgency' });
    this.contactName = this.main.getByLabel('Your name (optional)');
    this.contactEmail = this.main.getByLabel('Your email (optional)');
    this.contactPhone = this.main.getByLabel('Your phone number (optional)');
    this.additionalInfo = this.main.getByLabel('Anything else the physiotherapist should know? (optional)');
    this.consent = this.main.getByRole('checkbox', {
      name: /I agree that Home Physio Finder may share my contact details/,
    });
    this.previousButton = this.main.getByRole('button', { name: 'Previous' });
    this.forwardButton = this.main.locator('form button[type="submit"]');
    this.waitlist = new WaitlistDialog(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/finder');
    await this.waitForHydration();
    await expect(this.stepLabel).toBeVisible();
  }

  /** Starts from an empty wizard: the draft lives in session storage, so a used one is cleared and reloaded. */
  async gotoFresh(): Promise<void> {
    await this.goto();
    const used = await this.page.evaluate(() => {
      const raw = window.sessionStorage.getItem('hpf.finder-draft');
      if (!raw) return false;
      const draft = JSON.parse(raw) as { step?: number; answers?: Record<string, unknown> };
      return draft.step !== 1 || Object.values(draft.answers ?? {}).some((value) => value !== '' && value !== false);
    });
    if (used) {
      await this.page.evaluate(() => window.sessionStorage.clear());
      await this.page.reload();
      await this.waitForHydration();
    }
    await expect(this.stepLabel).toHaveText('Step 1 of 4');
    await expect(this.postcode).toHaveValue('');
  }

  condition(value: ConditionValue): Locator {
    return this.conditionGroup.getByRole('radio', { name: CONDITION_LABELS[value], exact: true });
  }

  urgency(value: UrgencyValue): Locator {
    return this.urgencyGroup.getByRole('radio', { name: new RegExp(`^${URGENCY_LABELS[value]}`) });
  }

  async continue(): Promise<void> {
    await this.forwardButton.click();
  }

  async expectStep(step: 1 | 2 | 3 | 4): Promise<void> {
    await expect(this.stepLabel).toHaveText(`Step ${step} of 4`);
  }

  async enterPostcode(postcode: string): Promise<void> {
    await this.postcode.fill(postcode);
    await this.continue();
  }

  async chooseCondition(value: ConditionValue): Promise<void> {
    await choose(this.condition(value));
    await this.continue();
  }

  async chooseUrgency(value: UrgencyValue): Promise<void> {
    await choose(this.urgency(value));
    await this.continue();
  }

  async fillContactDetails(details: ContactDetails): Promise<void> {
    if (details.name !== undefined) await this.contactName.fill(details.name);
    if (details.email !== undefined) await this.contactEmail.fill(details.email);
    if (details.phone !== undefined) await this.contactPhone.fill(details.phone);
    if (details.additionalInfo !== undefined) await this.additionalInfo.fill(details.additionalInfo);
    if (details.consent) await tick(this.consent);
  }

  /** Steps 1 to 4 with the mouse; returns on the results page. */
  async complete(answers: {
    postcode: string;
    condition: ConditionValue;
    urgency: UrgencyValue;
    contact?: ContactDetails;
  }): Promise<void> {
    await this.enterPostcode(answers.postcode);
    await this.expectStep(2);
    await this.chooseCondition(answers.condition);
    await this.expectStep(3);
    await this.chooseUrgency(answers.urgency);
    await this.expectStep(4);
    await expect(this.forwardButton).toHaveText('Find My Match');
    if (answers.contact) await this.fillContactDetails(answers.contact);
    await this.continue();
    await this.page.waitForURL(/\/results\/[0-9a-f-]{36}$/);
  }

  async expectProblem(title: string, description: string): Promise<void> {
    await expect(this.problem).toContainText(title);
    await expect(this.problem).toContainText(description);
  }
}
