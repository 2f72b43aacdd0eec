import { expect, type Locator, type Page } from '@playwright/test';
import { Layout } from './Layout.js';

/** The matched physiotherapist's card. */
export class PhysiotherapistCard {
  readonly name: Locator;
  readonly specialties: Locator;
  readonly hcpc: Locator;
  readonly hcpcCheck: Locator;

  constructor(readonly root: Locator) {
    this.name = root.getByRole('heading', { level: 2 });
    this.specialties = root.getByRole('list', { name: 'Specialties' }).getByRole('listitem');
    this.hcpc = root.getByText(/^HCPC registered: /);
    this.hcpcCheck = root.getByText(/^Registration checked by our team on /);
  }
}

export class ResultsPage extends Layout {
  readonly heading: Locator;
  readonly loading: Locator;
  readonly backToSearch: Locator;
  readonly card: PhysiotherapistCard;
  readonly viewFullProfile: Locator;
  readonly contactPhysiotherapist: Locator;
  readonly requestSummary: Locator;
  readonly tryDifferentSearch: Locator;
  readonly contactOurTeam: Locator;
  readonly startNewSearch: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.loading = page.getByRole('heading', { name: 'Finding your perfect match...' });
    this.backToSearch = this.main.getByRole('link', { name: 'Back to Search' });
    // The card is the one whose h2 is the physiotherapist's name, with the specialty badges.
    this.card = new PhysiotherapistCard(
      this.main.locator('.chakra-card__root').filter({ has: page.getByRole('list', { name: 'Specialties' }) }),
    );
    this.viewFullProfile = this.main.getByRole('link', { name: /View Full Profile/ });
    this.contactPhysiotherapist = this.main.getByRole('button', { name: 'Contact Physiotherapist' });
    this.requestSummary = this.main
      .locator('.chakra-card__root')
      .filter({ has: page.getByRole('heading', { name: 'Your request' }) });
    this.tryDifferentSearch = this.main.getByRole('link', { name: 'Try Different Search' });
    this.contactOurTeam = this.main.getByRole('link', { name: 'Contact Our Team', exact: true });
    this.startNewSearch = this.main.getByRole('link', { name: 'Start New Search' });
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/results/${id}`);
  }

  /**
   * Waits for the page's heading to say `text`. The results page is an app shell: its heading waits on the route's
   * scripts and then on the API's answer, which on a busy machine (CI runs the integration tests beside these) took
   * longer than the default 10 s.
   */
  async expectHeading(text: string | RegExp): Promise<void> {
    await expect(this.heading).toHaveText(text, { timeout: 30_000 });
  }

  /** The request id from the address bar. */
  requestId(): string {
    const match = /\/results\/([0-9a-f-]{36})$/.exec(new URL(this.page.url()).pathname);
    if (!match) throw new Error(`Not on a results page: ${this.page.url()}`);
    return match[1];
  }

  summaryValue(label: string): Locator {
    return this.requestSummary.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}
