import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { changasTheme } from '../theme/theme';
import * as stories from './OutlinedField.stories';

const { Default, Filled, WithAdornment, WithHelperText, WithError, Disabled } = composeStories(stories);

const field = (name: string | RegExp = '¿Qué servicio necesitas?') => screen.getByRole('textbox', { name });

describe('OutlinedField', () => {
  it('is a labelled text box that reports what is typed', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    expect(field()).toHaveAttribute('placeholder', 'Ej.: plomero, clases de inglés, paseador');
    await user.type(field(), 'gas');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(field()).toHaveValue('gas');
  });

  it('shows its value with the label kept above it', () => {
    render(<Filled />);
    expect(field()).toHaveValue('plomero');
    expect(screen.getByText('¿Qué servicio necesitas?', { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
  });

  it('takes an adornment inside the outline', () => {
    const { container } = render(<WithAdornment />);
    expect(container.querySelector('.MuiInputAdornment-positionStart svg')).toBeInTheDocument();
  });

  it('is described by its hint', () => {
    render(<WithHelperText />);
    expect(field()).toHaveAccessibleDescription('Escribe al menos 2 letras.');
  });

  it('shows its error, which describes the field and marks it invalid', () => {
    render(<WithError />);
    expect(field(/Título/)).toBeRequired();
    expect(field(/Título/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Título/)).toHaveAccessibleDescription('El título es obligatorio');
  });

  it('can be disabled, its hint still readable and an error still in its colour', () => {
    const hint = 'Podrás buscar de nuevo en unos segundos.';
    const { rerender } = render(<Disabled />);
    expect(field()).toBeDisabled();
    expect(screen.getByText(hint)).toHaveStyle({ color: changasTheme.palette.text.secondary });
    rerender(<Disabled error />);
    expect(screen.getByText(hint)).toHaveStyle({ color: changasTheme.palette.error.main });
  });
});
