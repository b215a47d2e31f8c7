import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of a select as its users can. A native one (SelectField: places, the filters' category)
 * takes the option by its text. A MUI menu select is driven from the keyboard: the list is opened with
 * ArrowDown, then the option is focused and chosen with Enter. No pointer is involved: a press on the
 * trigger held past 400 ms picks the option under it, and a click on an option can land on its neighbour
 * while the list is still scrolling it into view (seen once on a busy machine).
 */
export async function choose(combobox: Locator, option: string) {
  if (await combobox.evaluate((element) => element instanceof HTMLSelectElement)) {
    await combobox.selectOption({ label: option });
    await expect(combobox.locator('option:checked')).toHaveText(option);
    return;
  }
  await combobox.press('ArrowDown');
  await combobox.page().getByRole('option', { name: option, exact: true }).press('Enter');
  await expect(combobox).toHaveText(option);
}
