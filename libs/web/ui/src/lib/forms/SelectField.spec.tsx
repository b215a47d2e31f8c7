import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './SelectField.stories';

const { Default, Selected, WithAnyChoice, Empty, UnlistedValue, WithError, Disabled } =
  composeStories(stories);

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

  it('keeps a value that is not among the options shown and selectable, where asked', async () => {
    const user = userEvent.setup();
    render(<UnlistedValue />);
    expect(field()).toHaveValue('carpinteria');
    expect(choices()).toEqual(['Todas las categorías', 'carpinteria', 'Limpieza', 'Jardinería', 'Plomería']);
    await user.selectOptions(field(), 'Limpieza');
    // Once another is chosen, the unlisted value is no longer offered.
    expect(choices()).toEqual(['Todas las categorías', 'Limpieza', 'Jardinería', 'Plomería']);
  });

  it('sorts an unlisted value in among the options when asked', () => {
    render(<Default options={['08:00', '09:00', '10:00']} value="09:37" keepUnlisted="sorted" />);
    expect(choices()).toEqual(['08:00', '09:00', '09:37', '10:00']);
    expect(field()).toHaveValue('09:37');
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
