import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './FavoriteButton.stories';

const { NotSaved, Saved, Pending } = composeStories(stories);

describe('FavoriteButton', () => {
  it('offers to save a service that is not a favourite, with the keyboard too', async () => {
    const onToggle = fn();
    render(<NotSaved onToggle={onToggle} />);
    act(() => screen.getByRole('button', { name: 'Agregar Clases de guitarra a favoritos' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('offers to remove a favourite', () => {
    render(<Saved />);
    expect(
      screen.getByRole('button', { name: 'Quitar Clases de guitarra de favoritos' }),
    ).toBeInTheDocument();
  });

  it('waits for the server without losing its name or its focus, and takes no other click', async () => {
    const onToggle = fn();
    render(<Pending onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Quitar Clases de guitarra de favoritos' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });
});
