import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as stories from './ScrollToTopButton.stories';

const { Hidden, Visible } = composeStories(stories);

describe('ScrollToTopButton', () => {
  it('stays hidden at the top of the page', () => {
    render(<Hidden />);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    expect(screen.getByText(/El botón está oculto/)).toBeInTheDocument();
  });

  it('appears after 300 px of scroll and scrolls back to the top', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<Hidden />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    // The button's code loads on the first scroll past the threshold (or once the page is idle).
    fireEvent.click(await screen.findByRole('button', { name: 'Volver arriba' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('renders visible when the threshold is already passed', async () => {
    render(<Visible />);
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).toBeVisible();
  });
});
