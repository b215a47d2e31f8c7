import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './ConfirmDialog.stories';

const { Default, Destructive, Busy, Closed } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('asks with a title and a message and focuses the confirm button', async () => {
    const onConfirm = fn();
    render(<Default onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar este servicio?' });
    expect(dialog).toHaveAccessibleDescription(
      'No aparecerá en las búsquedas hasta que lo actives de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Desactivar' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with the button and with Escape', async () => {
    const user = userEvent.setup();
    const onCancel = fn();
    render(<Default onCancel={onCancel} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('puts the focus on Cancel before a destructive action', async () => {
    render(<Destructive />);
    expect(
      await screen.findByRole('alertdialog', { name: '¿Eliminar este servicio?' }),
    ).toHaveAccessibleDescription('Se eliminará de forma permanente. Esta acción no se puede deshacer.');
    // Awaited: the focus ripple of the autofocused button settles after the first render.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  });

  it('cannot be answered or dismissed while the action runs', async () => {
    const user = userEvent.setup();
    const onCancel = fn();
    render(<Busy onCancel={onCancel} />);
    expect(await screen.findByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Desactivando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing while closed, and the story says so on the canvas', () => {
    render(<Closed />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('El diálogo está cerrado: no se ve nada hasta que se abre.')).toBeInTheDocument();
  });
});
