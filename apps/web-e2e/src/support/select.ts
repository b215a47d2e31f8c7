import { expect, type Locator } from '@playwright/test';

/** Picks an option of a select (the browser's own, SelectField) by its text, and waits until it shows. */
export async function choose(combobox: Locator, option: string) {
  await combobox.selectOption({ label: option });
  await expect(combobox.locator('option:checked')).toHaveText(option);
}
