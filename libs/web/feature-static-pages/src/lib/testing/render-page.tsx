import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ChangasThemeProvider } from '@changas/web/ui';

/** Renders a page the way the app does: inside a router and the Changas theme. */
export function renderPage(page: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ChangasThemeProvider>{page}</ChangasThemeProvider>
    </MemoryRouter>,
  );
}

/**
 * Fails the current test file on any console error or warning (React key and DOM-nesting
 * warnings, MUI prop warnings). Call once at the top of a describe block.
 */
export function failOnConsoleProblems() {
  let spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
  });
  afterEach(() => {
    const calls = spies.flatMap((spy) => spy.mock.calls);
    spies.forEach((spy) => spy.mockRestore());
    expect(calls).toEqual([]);
  });
}

/** One h1, and no heading skips a level on the way down (h2 → h4 would fail). */
export function expectSensibleHeadings(root: HTMLElement = document.body) {
  const levels = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) =>
    Number(heading.tagName[1]),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
  });
}
