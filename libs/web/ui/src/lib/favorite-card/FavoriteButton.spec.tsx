import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './FavoriteButton.stories';

const { NotSaved, Saved } = composeStories(stories);

describe('FavoriteButton', () => {
  it('offers to save a service that is not a favourite, with the keyboard too', async () => {
    const onToggle = fn();
    render(<NotSaved onToggle={onToggle} />);
    screen.getByRole('button', { name: 'Agregar Clases de guitarra a favoritos' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('offers to remove a favourite', () => {
    render(<Saved />);
    expect(
      screen.getByRole('button', { name: 'Quitar Clases de guitarra de favoritos' }),
    ).toBeInTheDocument();
  });
});
