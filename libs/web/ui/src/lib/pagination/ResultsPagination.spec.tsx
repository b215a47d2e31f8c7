import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { changasTheme } from '../theme/theme';
import * as stories from './ResultsPagination.stories';

const { Default, Middle, LastPage, ManyPages, OnPhone, SinglePage } = composeStories(stories);

const button = (name: string) => screen.getByRole('button', { name });

const withoutSpaces = (text: string) => text.replace(/\s/g, '');
/** The theme's phone media query, as jsdom's CSSOM writes it save for spaces. */
const PHONE_QUERY = withoutSpaces(changasTheme.breakpoints.down('sm'));

/**
 * An element's declarations on a phone (below MUI's 600 px `sm`): jsdom applies no media query, so the
 * rules of the phone's media query that match it are laid over its computed style (the desktop's).
 */
function styleOnPhone(element: Element): Record<string, string> {
  const computed = getComputedStyle(element);
  const style: Record<string, string> = { display: computed.display, position: computed.position };
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules))
      if (rule instanceof CSSMediaRule && withoutSpaces(`@media ${rule.media.mediaText}`) === PHONE_QUERY)
        for (const inner of Array.from(rule.cssRules) as CSSStyleRule[])
          if (element.matches(inner.selectorText))
            for (const name of ['display', 'position'])
              style[name] = inner.style.getPropertyValue(name) || style[name];
  return style;
}

/** What a phone shows of twenty pages from the tenth: no neighbour pages. */
const PHONE_ROW_AT_PAGE_10_OF_20 = ['Anterior', 'Página 1', 'Página 10', 'Página 20', 'Siguiente'];

/** The names of the controls a phone shows, in order. */
const controlsOnPhone = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => styleOnPhone(item).display !== 'none')
    .map((item) => within(item).queryByRole('button', { hidden: true }))
    .filter((control) => control !== null)
    .map((control) => control.getAttribute('aria-label') ?? control.textContent);

describe('ResultsPagination', () => {
  it('is a navigation landmark with Anterior, numbered pages and Siguiente', () => {
    render(<Default />);
    const navigation = screen.getByRole('navigation', { name: 'Paginación' });
    expect(
      within(navigation)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Anterior', '1', '2', '3', '4', '5', 'Siguiente']);
    expect(button('Anterior')).toBeDisabled();
    expect(button('Página 1')).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the previous, next or chosen page', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Middle onChange={onChange} />);
    await user.click(button('Anterior'));
    await user.click(button('Siguiente'));
    await user.click(button('Página 5'));
    expect(onChange.mock.calls).toEqual([[2], [4], [5]]);
  });

  it('cannot go past the last page', () => {
    render(<LastPage />);
    expect(button('Siguiente')).toBeDisabled();
    expect(button('Página 5')).toHaveAttribute('aria-current', 'page');
  });

  it('shortens long ranges around the current page', () => {
    render(<ManyPages />);
    expect(button('Página 1')).toBeInTheDocument();
    expect(button('Página 9')).toBeInTheDocument();
    expect(button('Página 11')).toBeInTheDocument();
    expect(button('Página 20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 5' })).not.toBeInTheDocument();
  });

  it('shows nothing when the results fit on one page, and says so on the canvas', () => {
    render(<SinglePage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/la paginación no se muestra/)).toBeInTheDocument();
  });

  it('keeps to one short line on a phone: arrows named Anterior and Siguiente, no neighbour pages', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<OnPhone onChange={onChange} />);
    const navigation = screen.getByRole('navigation', { name: 'Paginación' });
    expect(controlsOnPhone(navigation)).toEqual(PHONE_ROW_AT_PAGE_10_OF_20);
    // The words are there for assistive technology, out of sight beside their arrows.
    expect(styleOnPhone(within(button('Anterior')).getByText('Anterior')).position).toBe('absolute');
    expect(styleOnPhone(within(button('Siguiente')).getByText('Siguiente')).position).toBe('absolute');
    await user.click(button('Siguiente'));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('shows the neighbour pages around the current one on wider screens only', () => {
    render(<ManyPages />);
    const navigation = screen.getByRole('navigation', { name: 'Paginación' });
    expect(
      within(navigation)
        .getAllByRole('button')
        .map((item) => item.getAttribute('aria-label') ?? item.textContent),
    ).toEqual(['Anterior', 'Página 1', 'Página 9', 'Página 10', 'Página 11', 'Página 20', 'Siguiente']);
    expect(controlsOnPhone(navigation)).toEqual(PHONE_ROW_AT_PAGE_10_OF_20);
  });
});
