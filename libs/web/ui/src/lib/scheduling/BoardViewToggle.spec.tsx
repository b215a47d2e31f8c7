import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './BoardViewToggle.stories';

const { Kanban, List, Disabled } = composeStories(stories);

describe('BoardViewToggle', () => {
  it('presses the current view and switches to the other', async () => {
    const onChange = fn();
    render(<Kanban onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Vista' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tablero' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Tablero' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Lista' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });

  it('shows the list view pressed', () => {
    render(<List />);
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('can wait disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Tablero' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lista' })).toBeDisabled();
  });
});
