import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Chromium logs every 4xx answer as a console error; those are expected answers (validation, 401, 409).
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** The page's console errors, which fail the journey unless it provoked them. */
export interface ConsoleErrors {
  /** Takes out the errors matching `pattern`, which the journey provokes on purpose; fails if there are none. */
  provoked(pattern: RegExp): void;
}

/**
 * Every journey fails on a console error or an uncaught exception in the page. A page load (goto, reload)
 * returns once the app answers input, as a person waits for a page to respond: a prerendered page is on
 * screen before React has taken it over, and a keystroke before then would be lost.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  page: async ({ page }, use) => {
    const interactive = async <T>(response: T) => {
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => interactive(await goto(...args));
    page.reload = async (...args) => interactive(await reload(...args));
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      let errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({
        provoked(pattern) {
          expect(
            errors.some((error) => pattern.test(error)),
            errors.join('\n'),
          ).toBe(true);
          errors = errors.filter((error) => !pattern.test(error));
        },
      });
      expect(errors, 'errores en la consola del navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails with the list of serious or critical accessibility violations on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
