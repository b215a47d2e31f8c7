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
    expect(screen.getByRole('status')).toHaveTextContent('¡Servicio creado exitosamente!');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and closes on demand', async () => {
    const user = userEvent.setup();
    render(<ErrorToast />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks several toasts', () => {
    render(<Stacked />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });
});
