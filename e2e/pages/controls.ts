import { expect, type Locator } from '@playwright/test';

/**
 * Chakra's checkboxes and radio cards keep the real input visually hidden inside a <label>: a family clicks the
 * label (the card or the box with its text), so the tests do too, then check the input's state.
 */
export function visibleLabelOf(input: Locator): Locator {
  return input.locator('xpath=ancestor::label[1]');
}

export async function tick(checkbox: Locator): Promise<void> {
  if (await checkbox.isChecked()) return;
  await visibleLabelOf(checkbox).click();
  await expect(checkbox).toBeChecked();
}

export async function choose(radio: Locator): Promise<void> {
  await visibleLabelOf(radio).click();
  await expect(radio).toBeChecked();
}
