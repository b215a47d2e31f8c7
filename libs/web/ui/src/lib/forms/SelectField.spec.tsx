import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './SelectField.stories';

const { Default, Selected, WithAnyChoice, Empty, WithError, Disabled } = composeStories(stories);

const field = () => screen.getByRole('combobox', { name: /Categoría/ });
const choices = () =>
  within(field())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SelectField', () => {
  it('is the browser’s own select, blank until a choice is made, and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    expect(field().tagName).toBe('SELECT');
    expect(field()).toHaveValue('');
    // The blank placeholder is not a choice.
    expect(choices()).toEqual(['Limpieza', 'Jardinería', 'Plomería']);
    await user.selectOptions(field(), 'Jardinería');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(field()).toHaveValue('jardineria');
    expect(field()).toHaveDisplayValue('Jardinería');
  });

  it('shows the chosen option by its text', () => {
    render(<Selected />);
    expect(field()).toHaveDisplayValue('Jardinería');
  });

  it('names the empty choice of a filter, with the label kept above it', async () => {
    const user = userEvent.setup();
    render(<WithAnyChoice />);
    expect(field()).toHaveDisplayValue('Todas las categorías');
    expect(choices()).toEqual(['Todas las categorías', 'Limpieza', 'Jardinería', 'Plomería']);
    expect(screen.getByText('Categoría', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
    await user.selectOptions(field(), 'Plomería');
    await user.selectOptions(field(), 'Todas las categorías');
    expect(field()).toHaveValue('');
  });

  it('offers only the empty choice while it has no options', () => {
    render(<Empty />);
    expect(choices()).toEqual(['Todas las categorías']);
  });

  it('shows its error, which describes the field', () => {
    render(<WithError />);
    expect(field()).toBeRequired();
    expect(field()).toHaveAccessibleDescription('La categoría es obligatoria');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(field()).toBeDisabled();
    expect(field()).toHaveDisplayValue('Plomería');
  });
});
