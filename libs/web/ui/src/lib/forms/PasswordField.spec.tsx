import { createRef } from 'react';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './PasswordField.stories';

const { Default, WithHint, WithError, Disabled } = composeStories(stories);

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByLabelText('Contraseña');
    await user.type(input, 'Secreta123');
    expect(onChange).toHaveBeenCalled();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secreta123');

    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('gives its ref to the input so a form can focus it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Default ref={ref} />);
    act(() => ref.current?.focus());
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });

  it('shows the hint, or the error in its place', () => {
    render(<WithHint />);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
      'Debe tener 8-16 caracteres, una mayúscula y un número',
    );
  });

  it('marks an invalid value', () => {
    render(<WithError />);
    const input = screen.getByLabelText(/Contraseña/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La contraseña es requerida');
  });

  it('disables the text box and its toggle together', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('Contraseña')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  });
});
