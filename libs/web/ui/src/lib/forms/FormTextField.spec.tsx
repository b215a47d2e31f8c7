import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './FormTextField.stories';

const { Default, Filled, Disabled, Error: ErrorStory } = composeStories(stories);

describe('FormTextField', () => {
  it('shows each rule message and focuses the first invalid field on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Default onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'El email es requerido',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña es requerida');
    expect(screen.getByText('La provincia es obligatoria')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error once the value is valid and submits the values', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Default onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(screen.getByRole('button', { name: 'Completar email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@changas.com.ar');
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    expect(screen.queryByText('La contraseña es requerida')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Salta');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'demo@changas.com.ar', password: 'Secreta123', province: 'Salta' },
      expect.anything(),
    );
  });

  it('shows the form values it starts with, the hint under the password', () => {
    render(<Filled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Secreta123');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Debe tener 8-16 caracteres, una mayúscula y un número',
    );
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveDisplayValue('Mendoza');
  });

  it('marks a required field to assistive technology, without an asterisk in the label', () => {
    render(<Default />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(document.querySelector('label')).toHaveTextContent(/^Email$/);
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByLabelText('Contraseña')).toBeDisabled();
  });

  it('shows each field error in place of its hint, marking the field invalid', () => {
    render(<ErrorStory />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ana.perez@');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('El email no es válido');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña es requerida');
    expect(
      screen.queryByText('Debe tener 8-16 caracteres, una mayúscula y un número'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('La provincia es obligatoria')).toHaveClass('Mui-error');
  });
});
