import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './HoverLabel.stories';

const { Default, Describing } = composeStories(stories);

describe('HoverLabel', () => {
  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const label = screen.getByText('Mis favoritos');
    expect(label).toHaveAttribute('data-open', 'false');
    expect(label).not.toBeVisible();

    await user.hover(screen.getByRole('button', { name: 'Mis favoritos' }));
    expect(label).toHaveAttribute('data-open', 'true');
    expect(label).toBeVisible();
    await user.unhover(screen.getByRole('button', { name: 'Mis favoritos' }));
    expect(label).not.toBeVisible();
  });

  it('stays out of the accessibility tree when the element already has the name', () => {
    render(<Default />);
    expect(screen.getByText('Mis favoritos')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Mis favoritos' })).not.toHaveAccessibleDescription();
  });

  it('describes the element, shows with keyboard focus and hides with Escape', async () => {
    const user = userEvent.setup();
    render(<Describing />);
    const chip = screen.getByText('Líder').closest('[tabindex="0"]') as HTMLElement;
    expect(chip).toHaveAccessibleDescription('Servicio líder: 4 estrellas o más con al menos 3 reseñas.');

    await user.tab();
    expect(chip).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });
});
