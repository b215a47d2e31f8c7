import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of a MUI select. The list is opened from the keyboard, then the option is clicked:
 * MUI selects the option under the pointer when a press on the trigger is released after 400 ms
 * (press, drag, release), and on a busy machine the test's own mouse press can outlast that and pick
 * whatever option the list opened over the trigger.
 */
export async function choose(combobox: Locator, option: string) {
  await combobox.press('ArrowDown');
  await combobox.page().getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveText(option);
}
