import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './DescriptionField.stories';

const { Default, Filled, WithError, OverLimit, Disabled } = composeStories(stories);

const field = () => screen.getByRole('textbox', { name: 'Descripción' });

describe('DescriptionField', () => {
  it('counts the characters as the user types', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(screen.getByText('Al menos 100 caracteres')).toBeInTheDocument();
    await user.type(field(), 'Hola');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('counts a given text', () => {
    render(<Filled />);
    expect(screen.getByText(`${Filled.args.value?.length}/500`)).toBeInTheDocument();
  });

  it('shows the error instead of the hint and marks the field invalid', () => {
    render(<WithError />);
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('La descripción debe tener al menos 100 caracteres'),
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Al menos 100 caracteres')).not.toBeInTheDocument();
  });

  it('shows a count past the limit', () => {
    render(<OverLimit />);
    expect(screen.getByText('510/500')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(field()).toBeDisabled();
  });
});
