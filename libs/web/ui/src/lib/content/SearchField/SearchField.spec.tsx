import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './SearchField.stories';

const { Default, WithValue, Disabled } = composeStories(stories);

const field = () => screen.getByRole('textbox', { name: 'Buscar en el centro de ayuda' });

describe('SearchField', () => {
  it('is a labelled text box without a clear button while empty', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();
    await user.type(field(), 'comisión');
    expect(field()).toHaveValue('comisión');
    expect(screen.getByRole('button', { name: 'Borrar búsqueda' })).toBeInTheDocument();
  });

  it('clears with the button and keeps focus in the field', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    expect(screen.getByText('3 preguntas encontradas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('clears with Escape', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    await user.click(field());
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(field()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();
  });
});
