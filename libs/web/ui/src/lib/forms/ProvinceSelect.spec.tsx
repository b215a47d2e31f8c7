import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { getProvinces } from '@changas/shared/locations';
import * as stories from './ProvinceSelect.stories';

const { Default, Selected, WithError, Disabled } = composeStories(stories);

describe('ProvinceSelect', () => {
  it('offers every Argentine province and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: /Provincia/ });
    const options = within(field).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...getProvinces()]);
    await user.selectOptions(field, 'Tucumán');
    expect(onChange).toHaveBeenCalled();
    expect(field).toHaveDisplayValue('Tucumán');
  });

  it('shows the selected province', () => {
    render(<Selected />);
    expect(screen.getByRole('combobox', { name: /Provincia/ })).toHaveDisplayValue(
      'Ciudad Autónoma de Buenos Aires',
    );
  });

  it('shows its error', () => {
    render(<WithError />);
    expect(screen.getByText('La provincia es obligatoria')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox', { name: /Provincia/ })).toBeDisabled();
  });
});
