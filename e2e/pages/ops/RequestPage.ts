import { expect, type Locator, type Page } from '@playwright/test';
import { OpsLayout } from './OpsLayout.js';

/** The confirm dialog of an action on the request (assign, mark contacted, close, cancel, re-run matching). */
export class ActionDialog {
  readonly root: Locator;

  constructor(page: Page, title: string | RegExp) {
    this.root = page.getByRole('dialog', { name: title });
  }

  button(label: string): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }
}

/** One request, as a coordinator works it: facts, the family, the match score, candidates, notes and actions. */
export class RequestPage extends OpsLayout {
  readonly summary: Locator;
  readonly family: Locator;
  readonly candidates: Locator;
  readonly candidatesTable: Locator;
  readonly notes: Locator;
  readonly markContactedButton: Locator;
  readonly closeButton: Locator;
  readonly cancelButton: Locator;
  readonly rematchButton: Locator;

  constructor(page: Page) {
    super(page);
    this.summary = this.section('Request');
    this.family = this.section('Family');
    this.candidates = this.section('Candidates');
    this.candidatesTable = this.candidates.getByRole('table', { name: 'Candidates' });
    this.notes = this.section('Notes');
    this.markContactedButton = this.main.getByRole('button', { name: 'Mark contacted' });
    this.closeButton = this.main.getByRole('button', { name: 'Close', exact: true });
    this.cancelButton = this.main.getByRole('button', { name: 'Cancel request' });
    this.rematchButton = this.main.getByRole('button', { name: 'Re-run matching' });
  }

  async goto(id: string): Promise<void> {
    await this.open(`/finder-requests/${id}/show`);
    await expect(this.summary).toBeVisible();
  }

  /** The request id in the address bar (`#/finder-requests/<id>/show`). */
  requestId(): string {
    const match = /#\/finder-requests\/([0-9a-f-]{36})\/show/.exec(this.page.url());
    if (!match) throw new Error(`Not on a request page: ${this.page.url()}`);
    return match[1];
  }

  summaryValue(label: string): Locator {
    return this.fact(this.summary, label);
  }

  familyValue(label: string): Locator {
    return this.fact(this.family, label);
  }

  /** The candidates in the order the page ranks them (desktop table), by name. */
  async candidateNames(): Promise<string[]> {
    const rows = await this.candidatesTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') })
      .all();
    const names: string[] = [];
    for (const row of rows) names.push((await row.getByRole('cell').first().innerText()).trim());
    return names;
  }

  candidateRow(name: string): Locator {
    return this.candidatesTable.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** One column of a candidate's row, by the column's heading. */
  async candidateCell(row: Locator, column: string): Promise<Locator> {
    const headings = (await this.candidatesTable.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    const index = headings.indexOf(column);
    if (index < 0) throw new Error(`No column "${column}" (columns: ${headings.join(', ')})`);
    return row.getByRole('cell').nth(index);
  }

  /** At phone width the candidates start folded under the "why no match" line: this unfolds them. */
  async unfoldCandidates(): Promise<void> {
    const fold = this.candidates.locator('details');
    if ((await fold.count()) > 0 && (await fold.getAttribute('open')) === null) {
      await fold.locator('summary').click();
    }
  }

  /** "Assign <name>" (the name is read by screen readers; the button shows "Assign"). */
  assignButton(name: string): Locator {
    return this.candidates.getByRole('button', { name: `Assign ${name}`, exact: true });
  }

  assignDialog(name: string): ActionDialog {
    return new ActionDialog(this.page, `Assign ${name}?`);
  }
}
