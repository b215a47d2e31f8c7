import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './ToastProvider.stories';

const { Playground, Error: ErrorToast, Stacked } = composeStories(stories);

describe('ToastProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast and closes it by itself after 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Mostrar success' }));
    // The toasts' code loads with the first one (or once the page is idle).
    expect(await screen.findByRole('status')).toHaveTextContent('¡Servicio creado exitosamente!');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and closes on demand', async () => {
    const user = userEvent.setup();
    render(<ErrorToast />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks several toasts', async () => {
    render(<Stacked />);
    expect(await screen.findAllByRole('status')).toHaveLength(2);
  });

  it('keeps a polite live region on the page before any toast', () => {
    const { container } = render(<Playground />);
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });
});
