import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { changasTheme } from '../theme/theme';
import * as stories from './LocationSelects.stories';

const { Default, WithProvince, WithErrors, Disabled, UnlistedLocality } = composeStories(stories);

describe('LocationSelects', () => {
  it('keeps locality disabled until a province is chosen, then offers its localities', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Localidad' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Mendoza');
    expect(onChange).toHaveBeenLastCalledWith({ province: 'Mendoza', locality: '' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Localidad' }), 'Godoy Cruz');
    expect(onChange).toHaveBeenLastCalledWith({ province: 'Mendoza', locality: 'Godoy Cruz' });
  });

  it('empties the locality when the province changes', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<WithProvince onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Localidad' })).toHaveDisplayValue('Río Cuarto');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), 'Salta');
    expect(onChange).toHaveBeenLastCalledWith({ province: 'Salta', locality: '' });
  });

  it('shows field errors in the error colour, also on the locality that waits for a province', () => {
    render(<WithErrors />);
    for (const [name, message] of [
      ['Provincia', 'La provincia es obligatoria'],
      ['Localidad', 'La localidad es obligatoria'],
    ]) {
      expect(screen.getByRole('combobox', { name })).toHaveAccessibleDescription(message);
      expect(screen.getByText(message)).toHaveStyle({ color: changasTheme.palette.error.main });
    }
  });

  it('can be disabled', () => {
    render(<Disabled />);
    for (const name of ['Provincia', 'Localidad']) {
      expect(screen.getByRole('combobox', { name })).toBeDisabled();
    }
  });

  it('keeps a stored locality that is not in the list, next to the listed ones', () => {
    render(<UnlistedLocality />);
    const locality = screen.getByRole('combobox', { name: 'Localidad' });
    expect(locality).toHaveDisplayValue('Villa Crespo Norte');
    const options = within(locality).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Villa Crespo Norte');
    expect(options.length).toBeGreaterThan(1);
  });
});
