import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './ResultsPagination.stories';

const { Default, Middle, LastPage, ManyPages, OnPhone, SinglePage } = composeStories(stories);

const button = (name: string) => screen.getByRole('button', { name });

/** jsdom has no media queries: every one matches, as on a phone. */
function asOnPhone() {
  window.matchMedia = jest.fn((query: string) => ({
    matches: true,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

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

  describe('on a phone', () => {
    beforeEach(asOnPhone);
    afterEach(() => delete (window as Partial<Window>).matchMedia);

    it('keeps to one short line: arrows named Anterior and Siguiente, no neighbour pages', async () => {
      const user = userEvent.setup();
      const onChange = fn();
      render(<OnPhone onChange={onChange} />);
      const navigation = screen.getByRole('navigation', { name: 'Paginación' });
      expect(
        within(navigation)
          .getAllByRole('button')
          .map((item) => item.getAttribute('aria-label') ?? item.textContent),
      ).toEqual(['Anterior', 'Página 1', 'Página 10', 'Página 20', 'Siguiente']);
      await user.click(button('Siguiente'));
      expect(onChange).toHaveBeenLastCalledWith(11);
    });
  });
});
